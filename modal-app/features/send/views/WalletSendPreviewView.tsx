import { truncateAddress } from '../../../../shared/format/truncateAddress'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { WalletImage } from '../../../ui/components/WalletImage'
import { t } from '../../../ui/i18n/t'
import { Avatar } from '../../account/views/Avatar'
import { formatUsd } from '../../../ui/format/formatUsd'
import { goBack } from '../../../state/router/goBack'
import { sendDraft } from '../sendDraft'
import { SolanaSendNotes } from './SolanaSendNotes'
import '../../../ui/i18n/walletMessages'
import { selectSendDraft } from '../selectors'
import { selectCaipNetwork } from '../../../state/network/selectors'
import '../../../ui/i18n/viewMessages'

const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, margin: 0 } as const

/**
 * The send preview: what leaves the account (amount, token, USD value), who receives it (name
 * and avatar when it was a name, always the full address), the network and the fee. Send starts
 * the send (docs/state-rules.md#send); the approval view then shows the transaction itself before anything is signed.
 *
 * @example
 * <WalletSendPreviewView />
 */
export default function WalletSendPreviewView() {
  const dispatch = useAppDispatch()
  const draft = useAppSelector(selectSendDraft)
  const network = useAppSelector(selectCaipNetwork)
  const { token, sendTokenAmount, receiverAddress } = draft
  if (!token || !sendTokenAmount || !receiverAddress) {
    return (
      <div className="airlock-stack">
        <p role="alert">{t('send.previewMissing')}</p>
        <button type="button" className="airlock-button airlock-button-secondary" onClick={() => dispatch(goBack())}>
          {t('header.back')}
        </button>
      </div>
    )
  }
  return (
    <div className="airlock-stack" data-testid="airlock-send-review">
      <p style={row}>
        <span className="airlock-text-secondary">{t('send.sending')}</span>
        <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <WalletImage name={token.symbol} src={token.iconUrl || undefined} size={24} round />
          <strong data-testid="airlock-send-review-amount">
            {sendTokenAmount} {token.symbol}
          </strong>
        </span>
      </p>
      <p style={row}>
        <span className="airlock-text-secondary">{t('send.value')}</span>
        <span data-testid="airlock-send-review-usd">{formatUsd(Number(sendTokenAmount) * (token.price ?? 0))}</span>
      </p>
      <p style={row}>
        <span className="airlock-text-secondary">{t('send.to')}</span>
        <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Avatar address={receiverAddress} image={draft.receiverProfileImageUrl} size={24} />
          <span data-testid="airlock-send-review-to" title={receiverAddress}>
            {draft.receiverProfileName ?? truncateAddress(receiverAddress)}
          </span>
        </span>
      </p>
      <p className="airlock-text-secondary" style={{ margin: 0, wordBreak: 'break-all' }} data-testid="airlock-send-review-address">
        {receiverAddress}
      </p>
      <p style={row}>
        <span className="airlock-text-secondary">{t('approve.network')}</span>
        <span>{network?.name}</span>
      </p>
      <p style={row}>
        <span className="airlock-text-secondary">{t('send.fee')}</span>
        <span data-testid="airlock-send-review-fee">{draft.gasPriceInUSD === undefined ? '—' : formatUsd(draft.gasPriceInUSD)}</span>
      </p>
      {network?.chainNamespace === 'solana' ? <SolanaSendNotes /> : null}
      <div className="airlock-actions">
        <button type="button" className="airlock-button airlock-button-secondary" onClick={() => dispatch(goBack())} disabled={draft.loading}>
          {t('send.cancel')}
        </button>
        <button
          type="button"
          className="airlock-button airlock-button-primary"
          data-testid="airlock-send-confirm"
          data-airlock-opens="ApproveTransaction"
          disabled={draft.loading}
          aria-busy={draft.loading}
          onClick={() => void dispatch(sendDraft())}
        >
          {draft.loading ? t('send.sendingNow') : t('send.send')}
        </button>
      </div>
    </div>
  )
}
