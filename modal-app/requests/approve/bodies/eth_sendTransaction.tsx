import { t } from '../../../ui/i18n/t'
import { decodeTokenCall } from '../../../lib/decodeTokenCall'
import { decodePasskeyOwnerCall } from '../../../lib/decodePasskeyOwnerCall'
import { formatNative, toBigInt } from '../internal/formatNative'
import { DetailRow } from '../../../ui/components/DetailRow'
import { SendSummary } from '../views/SendSummary'
import type { SendTransactionParams } from '../../methods/params'
import type { MethodProps } from './MethodProps'
import '../../../ui/i18n/viewMessages'

/**
 * eth_sendTransaction: every field the request sets, in full: from, to, the amount in the
 * network's currency (the modal's own chain data), the call data (an ERC-20 transfer or
 * approve decoded; a smart account's call to itself adding or removing a passkey owner decoded
 * as that change with the passkey's public key; anything else as its whole hex), the gas limit and fee caps with the most
 * the fee can cost, the nonce and the chain id.
 *
 * @example
 * <EthSendTransaction method="eth_sendTransaction" params={[{ to: '0x…', value: '0x38d7ea4c68000' }]} network={mainnet} />
 */
export default function EthSendTransaction({ params, network }: MethodProps<SendTransactionParams>) {
  const [tx] = params
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : ''
  const token = decodeTokenCall(data)
  // Only the account's call to itself changes its own owners.
  const ownerChange = typeof tx.to === 'string' && typeof tx.from === 'string' && tx.to.toLowerCase() === tx.from.toLowerCase() ? decodePasskeyOwnerCall(data) : undefined
  const gas = toBigInt(tx.gas)
  const price = toBigInt(tx.maxFeePerGas ?? tx.gasPrice)
  const maxFee = tx.gas !== undefined && (tx.maxFeePerGas ?? tx.gasPrice) !== undefined && gas !== undefined && price !== undefined ? gas * price : undefined
  const set = (v: unknown) => v !== undefined && v !== null
  return (
    <>
    {/* The short version first (shortened recipient: a token's recipient or spender, not its
        contract; USD values, fee); every field in full below. */}
    <SendSummary
      to={token ? token.counterparty : typeof tx.to === 'string' ? tx.to : undefined}
      toLabel={token ? t(token.kind === 'transfer' ? 'approve.headline.recipient' : 'approve.headline.spender') : undefined}
      value={toBigInt(tx.value) ?? 0n}
      gas={set(tx.gas) ? gas : undefined}
      hasData={!!data && data !== '0x'}
      network={network}
    />
    <dl className="airlock-stack">
      {set(tx.from) ? <DetailRow label={t('approve.from')} testId="airlock-approve-from"><span dir="ltr">{String(tx.from)}</span></DetailRow> : null}
      <DetailRow label={token ? t('approve.contract') : t('approve.to')} testId="airlock-approve-to">
        {typeof tx.to === 'string' ? <span dir="ltr">{tx.to}</span> : t('approve.newContract')}
      </DetailRow>
      <DetailRow label={t('approve.value')} testId="airlock-approve-value">
        <span dir="ltr">{formatNative(tx.value, network)}</span>
      </DetailRow>
      {token ? (
        <>
          <DetailRow label={t(token.kind === 'transfer' ? 'approve.tokenRecipient' : 'approve.tokenSpender')} testId="airlock-approve-token-to">
            <span dir="ltr">{token.counterparty}</span>
          </DetailRow>
          <DetailRow label={t('approve.tokenAmount')} testId="airlock-approve-token-amount">
            <span dir="ltr">{token.amount.toString()}</span>
          </DetailRow>
        </>
      ) : null}
      {ownerChange ? (
        <>
          <DetailRow label={t('approve.passkeyOwner.change')} testId="airlock-approve-owner-change">
            {t(ownerChange.kind === 'add' ? 'approve.passkeyOwner.add' : 'approve.passkeyOwner.remove')}
          </DetailRow>
          <DetailRow label={t('approve.passkeyOwner.key')} testId="airlock-approve-owner-key">
            <span dir="ltr">{`x ${ownerChange.x}`}<br />{`y ${ownerChange.y}`}</span>
          </DetailRow>
        </>
      ) : null}
      {data && data !== '0x' ? (
        <DetailRow label={t('approve.data')} testId="airlock-approve-data">
          <span dir="ltr">{data}</span>
        </DetailRow>
      ) : null}
      {set(tx.gas) ? <DetailRow label={t('approve.gas')} testId="airlock-approve-gas">{String(gas ?? tx.gas)}</DetailRow> : null}
      {maxFee !== undefined ? <DetailRow label={t('approve.maxFee')} testId="airlock-approve-fee">{formatNative(maxFee, network)}</DetailRow> : null}
      {set(tx.nonce) ? <DetailRow label={t('approve.nonce')} testId="airlock-approve-nonce">{String(toBigInt(tx.nonce) ?? tx.nonce)}</DetailRow> : null}
      {set(tx.chainId) ? <DetailRow label={t('approve.chainId')} testId="airlock-approve-chain-id">{String(toBigInt(tx.chainId) ?? tx.chainId)}</DetailRow> : null}
    </dl>
    </>
  )
}
