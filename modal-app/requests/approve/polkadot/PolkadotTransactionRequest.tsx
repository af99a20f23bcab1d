import type { SignerPayloadJSON } from '@polkadot/types/types'
import { t } from '../../../ui/i18n/t'
import type { MethodProps } from '../bodies/MethodProps'
import type { PolkadotTransactionParams } from '../../methods/params'
import { DetailRow } from '../../../ui/components/DetailRow'
import { useDecodedPayload } from './useDecodedPayload'
import '../../../ui/i18n/viewMessages'

/**
 * polkadot_signTransaction: the extrinsic decoded against the chain's own metadata, as the key
 * will sign it: the account, the pallet and call, each argument under its metadata name, and the
 * nonce. A payload that does not decode for this chain shows as unreadable (and the wallet
 * refuses it).
 *
 * @example
 * <PolkadotTransactionRequest method="polkadot_signTransaction" params={{ address, transactionPayload }} network={polkadot} />
 */
export default function PolkadotTransactionRequest({ params, network }: MethodProps<PolkadotTransactionParams>) {
  const decoded = useDecodedPayload(network, params.transactionPayload as unknown as SignerPayloadJSON)
  if (decoded.state === 'loading') return <p aria-busy="true" data-testid="airlock-approve-polkadot-loading">…</p>
  if (decoded.state === 'failed') return <p data-testid="airlock-approve-unreadable">{t('approve.unreadable')}</p>
  const { address, pallet, call, args, nonce } = decoded.decoded
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
      <DetailRow label={t('approve.nonce')} testId="airlock-approve-polkadot-nonce">
        <span dir="ltr">{String(nonce)}</span>
      </DetailRow>
    </dl>
  )
}
