import { t } from '../../../ui/i18n/t'
import { decodeTokenCall } from '../../../lib/decodeTokenCall'
import { decodePasskeyOwnerCall } from '../../../lib/decodePasskeyOwnerCall'
import { formatNative, toBigInt } from '../internal/formatNative'
import { DetailRow } from '../../../ui/components/DetailRow'
import { SendSummary } from '../views/SendSummary'
import { shownFeeOf } from '../internal/shownFeeOf'
import { formatUnits } from 'viem'
import type { SendTransactionParams } from '../../methods/params'
import type { MethodProps } from './MethodProps'
import '../../../ui/i18n/viewMessages'

/**
 * eth_sendTransaction: every field the request sets, in full: from, to, the amount in the
 * network's currency (the modal's own chain data), the call data (an ERC-20 transfer or
 * approve decoded; a smart account's call to itself adding or removing a passkey owner decoded
 * as that change with the passkey's public key; anything else as its whole hex), the gas limit and fee caps with the most
 * the fee can cost, the nonce and the chain id. The fee is read as the wallet signs it
 * (`shownFeeOf`): the dapp's gas price, or max fee and priority fee per gas, and the max fee =
 * the gas limit × the price signed, where the router filled in from the chain what a priced
 * request left out (the wallet gets those same numbers); a request setting both kinds of price
 * is shown as refused.
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
  const shown = shownFeeOf(tx)
  const fee = shown.fee
  const set = (v: unknown) => v !== undefined && v !== null
  return (
    <>
    {/* The short version first (shortened recipient: a token's recipient or spender, not its
        contract; USD values, fee); every field in full below. */}
    <SendSummary
      to={token ? token.counterparty : typeof tx.to === 'string' ? tx.to : undefined}
      toLabel={token ? t(token.kind === 'transfer' ? 'approve.headline.recipient' : 'approve.headline.spender') : undefined}
      value={toBigInt(tx.value) ?? 0n}
      gas={fee?.gas}
      maxFee={shown.refused !== undefined ? null : fee?.priced ? (fee.maxFee ?? null) : undefined}
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
      {fee?.gas !== undefined ? <DetailRow label={t('approve.gas')} testId="airlock-approve-gas">{fee.gas.toString()}</DetailRow> : set(tx.gas) ? <DetailRow label={t('approve.gas')} testId="airlock-approve-gas">{String(tx.gas)}</DetailRow> : null}
      {/* Every price the dapp set, and the one the signer will use (a conflict shows both, refused). */}
      {perGas(t('approve.gasPrice'), 'airlock-approve-gas-price', fee ? fee.gasPrice : tx.gasPrice)}
      {perGas(t('approve.maxFeePerGas'), 'airlock-approve-max-fee-per-gas', fee ? fee.maxFeePerGas : tx.maxFeePerGas)}
      {perGas(t('approve.maxPriorityFeePerGas'), 'airlock-approve-priority-fee', fee ? fee.maxPriorityFeePerGas : tx.maxPriorityFeePerGas)}
      {shown.refused !== undefined ? <DetailRow label={t('approve.maxFee')} testId="airlock-approve-fee">{t('approve.feeConflict')}</DetailRow> : null}
      {fee?.maxFee !== undefined ? <DetailRow label={t('approve.maxFee')} testId="airlock-approve-fee"><span dir="ltr">{formatNative(fee.maxFee, network)}</span></DetailRow> : null}
      {set(tx.nonce) ? <DetailRow label={t('approve.nonce')} testId="airlock-approve-nonce">{String(toBigInt(tx.nonce) ?? tx.nonce)}</DetailRow> : null}
      {set(tx.chainId) ? <DetailRow label={t('approve.chainId')} testId="airlock-approve-chain-id">{String(toBigInt(tx.chainId) ?? tx.chainId)}</DetailRow> : null}
    </dl>
    </>
  )
}

/** A price per gas in gwei, in full (no rounding), or nothing when it isn't set. */
function perGas(label: string, testId: string, value: unknown) {
  if (value === undefined || value === null) return null
  const wei = toBigInt(value)
  return (
    <DetailRow label={label} testId={testId}>
      <span dir="ltr">{wei === undefined ? String(value) : t('approve.gwei', { amount: formatUnits(wei, 9) })}</span>
    </DetailRow>
  )
}
