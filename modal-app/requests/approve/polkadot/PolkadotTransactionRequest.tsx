import type { SignerPayloadJSON } from '@polkadot/types/types'
import { formatUnits } from 'viem'
import { t } from '../../../ui/i18n/t'
import { ltrFact } from '../../../ui/i18n/ltrFact'
import { tPlural } from '../../../ui/i18n/tPlural'
import type { MethodProps } from '../bodies/MethodProps'
import type { PolkadotTransactionParams } from '../../methods/params'
import { DetailRow } from '../../../ui/components/DetailRow'
import { useDecodedPayload } from './useDecodedPayload'
import '../../../ui/i18n/viewMessages'

/**
 * polkadot_signTransaction: the extrinsic decoded against the chain's own metadata, as the key
 * will sign it: the account, the pallet and call, each argument under its metadata name, the tip
 * (exactly, in the network's token as the modal's own network data counts it, or in base units of
 * the fee asset the payload names), how long it stays valid (immortal, or N blocks from block B),
 * the nonce, and the fee asset and metadata-hash mode where the chain has them: every signed field
 * a visitor can weigh. A payload that does not decode exactly for this chain shows as unreadable
 * (and the wallet refuses it with -32602).
 *
 * @example
 * <PolkadotTransactionRequest method="polkadot_signTransaction" params={{ address, transactionPayload }} network={polkadot} />
 */
export default function PolkadotTransactionRequest({ params, network }: MethodProps<PolkadotTransactionParams>) {
  const decoded = useDecodedPayload(network, params.transactionPayload as unknown as SignerPayloadJSON)
  if (decoded.state === 'loading') return <p aria-busy="true" data-testid="airlock-approve-polkadot-loading">…</p>
  if (decoded.state === 'failed' || !network) return <p data-testid="airlock-approve-unreadable">{t('approve.unreadable')}</p>
  const { address, pallet, call, args, nonce, tip, mortalFor, mortalFrom, assetId, mode } = decoded.decoded
  const { decimals, symbol } = network.nativeCurrency
  return (
    <dl className="airlock-stack">
      <DetailRow label={t('approve.account')} testId="airlock-approve-polkadot-account">
        <span dir="ltr">{address}</span>
      </DetailRow>
      <DetailRow label={t('approve.method')} testId="airlock-approve-polkadot-call">
        <span dir="ltr">{[pallet, call].join('.')}</span>
      </DetailRow>
      {args.map((arg) => (
        <DetailRow key={arg.name} label={arg.name} testId="airlock-approve-polkadot-argument">
          <span dir="ltr">{arg.value}</span>
        </DetailRow>
      ))}
      <DetailRow label={t('approve.polkadot.tip')} testId="airlock-approve-polkadot-tip">
        {/* Paid on top of the fee and signed: exact, never rounded. */}
        {assetId === null ? <span dir="ltr">{`${formatUnits(BigInt(tip), decimals)} ${symbol}`}</span> : t('approve.polkadot.tipInAsset', { amount: ltrFact(tip) })}
      </DetailRow>
      <DetailRow label={t('approve.polkadot.era')} testId="airlock-approve-polkadot-era">
        {mortalFor === null ? t('approve.polkadot.immortal') : tPlural('approve.polkadot.mortal', mortalFor, { birth: mortalFrom ?? 0 })}
      </DetailRow>
      <DetailRow label={t('approve.nonce')} testId="airlock-approve-polkadot-nonce">
        <span dir="ltr">{String(nonce)}</span>
      </DetailRow>
      {assetId !== null ? (
        <DetailRow label={t('approve.polkadot.feeAsset')} testId="airlock-approve-polkadot-asset">
          <span dir="ltr">{assetId}</span>
        </DetailRow>
      ) : null}
      {mode !== null ? (
        <DetailRow label={t('approve.polkadot.mode')} testId="airlock-approve-polkadot-mode">
          {mode === 0 ? t('approve.polkadot.modeOff') : mode === 1 ? t('approve.polkadot.modeOn') : <span dir="ltr">{String(mode)}</span>}
        </DetailRow>
      ) : null}
    </dl>
  )
}
