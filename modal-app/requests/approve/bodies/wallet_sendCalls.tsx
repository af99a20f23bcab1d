import { t } from '../../../ui/i18n/t'
import { decodeTokenCall } from '../../../lib/decodeTokenCall'
import { formatNative } from '../internal/formatNative'
import type { SendCallsParams } from '../../methods/params'
import type { MethodProps } from './MethodProps'
import '../../../ui/i18n/viewMessages'

/**
 * wallet_sendCalls (EIP-5792): every call of the batch, numbered, in full: its target, the amount
 * in the network's currency, and its data (ERC-20 transfer and approve decoded, anything else as
 * its whole hex). The list scrolls inside the approval; nothing is cut, so a large transfer at
 * the end of a long batch is as visible as the first call.
 *
 * @example
 * <WalletSendCalls method="wallet_sendCalls" params={[{ calls: [{ to: '0x…', value: '0x1' }] }]} network={mainnet} />
 */
export default function WalletSendCalls({ params, network }: MethodProps<SendCallsParams>) {
  const { calls } = params[0]
  return (
    <div className="airlock-stack">
      <p className="airlock-text-secondary" data-testid="airlock-approve-call-count">
        {t('approve.callCount', { count: calls.length })}
      </p>
      <ol className="airlock-approve-calls" data-testid="airlock-approve-calls" tabIndex={0} aria-label={t('approve.calls')}>
        {calls.map((call, index) => {
          const data = typeof call?.data === 'string' ? call.data : ''
          const token = decodeTokenCall(data)
          return (
            <li key={index} data-testid={`airlock-approve-call-${index}`}>
              <span className="airlock-text-secondary">{t('approve.callTo', { index: index + 1 })}</span> {typeof call?.to === 'string' ? <span dir="ltr">{call.to}</span> : '—'}
              <br />
              <span className="airlock-text-secondary">{t('approve.value')}</span> <span dir="ltr" data-testid={`airlock-approve-call-${index}-value`}>{formatNative(call?.value, network)}</span>
              {token ? (
                <>
                  <br />
                  <span className="airlock-text-secondary">{t(token.kind === 'transfer' ? 'approve.tokenRecipient' : 'approve.tokenSpender')}</span> <span dir="ltr">{token.counterparty}</span>
                  <br />
                  <span className="airlock-text-secondary">{t('approve.tokenAmount')}</span> <span dir="ltr">{token.amount.toString()}</span>
                </>
              ) : null}
              {data && data !== '0x' ? (
                <>
                  <br />
                  <span className="airlock-text-secondary">{t('approve.data')}</span> <span className="airlock-approve-hex" dir="ltr">{data}</span>
                </>
              ) : null}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
