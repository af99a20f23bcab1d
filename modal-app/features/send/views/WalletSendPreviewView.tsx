import { useRef } from 'react'
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
import { ApproveButton } from '../../../ui/guard/ApproveButton'
import { ReviewHint } from '../../../ui/guard/ReviewHint'
import { useApprovalGuard } from '../../../ui/guard/useApprovalGuard'
import { useSecondFactorAsk } from '../../../wallets/embedded/screens/secondFactor/useSecondFactorAsk'
import { SecondFactorAskStep } from '../../../wallets/embedded/screens/secondFactor/views/SecondFactorAskStep'

const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, margin: 0 } as const

/**
 * The send preview: what leaves the account (amount, token, USD value), who receives it (name
 * and avatar when it was a name, always the full address), the network and the fee. Send starts
 * the send (docs/state-rules.md#send) and goes to the wallet without a second in-modal approval,
 * so Send is guarded like Approve (useApprovalGuard): it counts only after the review appeared
 * 500 ms ago and, with IntersectionObserver v2, the whole review was fully visible for 500 ms;
 * without it, a confirm step. For the embedded wallet, which has no screen of its own, this is
 * the one confirmation, and a page covering the modal must not be able to get it pressed.
 *
 * @example
 * <WalletSendPreviewView />
 */
export default function WalletSendPreviewView() {
  const dispatch = useAppDispatch()
  const draft = useAppSelector(selectSendDraft)
  const network = useAppSelector(selectCaipNetwork)
  const { token, sendTokenAmount, receiverAddress } = draft
  const root = useRef<HTMLDivElement>(null)
  // A new review (another token, amount or recipient) waits its own delay.
  const guard = useApprovalGuard(token && sendTokenAmount && receiverAddress ? `send:${token.address}:${sendTokenAmount}:${receiverAddress}` : undefined, root)
  // The embedded wallet waits for the visitor's code before signing a send above their threshold.
  const ask = useSecondFactorAsk()
  if (ask) return <SecondFactorAskStep ask={ask} />
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
    <div ref={root} className="airlock-stack" data-testid="airlock-send-review" data-armed={guard.armed}>
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
        <ApproveButton
          guard={guard}
          testId="airlock-send-confirm"
          disabled={draft.loading}
          busy={draft.loading}
          label={draft.loading ? t('send.sendingNow') : t('send.send')}
          onApprove={() => void dispatch(sendDraft())}
        />
      </div>
      <ReviewHint hint={guard.hint} active={!draft.loading} />
    </div>
  )
}
