import { t } from '../../../ui/i18n/t'
import { DetailRow } from '../../../ui/components/DetailRow'
import { readableFields } from '../readableFields'
import { ReadableFieldList } from '../internal/ReadableFieldList'
import type { SignTypedDataParams } from '../../methods/params'
import type { MethodProps } from './MethodProps'
import '../../../ui/i18n/viewMessages'

/**
 * eth_signTypedData_v4: the domain (every field: name, version, chain, contract and salt, the
 * fields a signer hashes into EIP712Domain, then any other the dapp put there), the primary type and the
 * message field by field: labelled in words, nested structs indented, Unix times as dates with
 * the number after them (the router read the dapp's JSON text once).
 *
 * @example
 * <EthSignTypedDataV4 method="eth_signTypedData_v4" params={['0xf39F…', typedData]} />
 */
export default function EthSignTypedDataV4({ params }: MethodProps<SignTypedDataParams>) {
  const typed = params[1]
  const domain = typed.domain ?? {}
  // EIP712Domain's order first; a field left out here would be signed unseen.
  const known = ['name', 'version', 'chainId', 'verifyingContract', 'salt']
  const domainLine = [...known, ...Object.keys(domain).filter((k) => !known.includes(k))]
    .filter((k) => domain[k] !== undefined)
    .map((k) => `${k}: ${show(domain[k])}`)
    .join('\n')
  const fields = readableFields(typed.message ?? {})
  return (
    <dl className="airlock-stack">
      <DetailRow label={t('approve.domain')} testId="airlock-approve-domain">
        {domainLine ? <span dir="ltr">{domainLine}</span> : '—'}
      </DetailRow>
      <DetailRow label={t('approve.primaryType')} testId="airlock-approve-primary-type">
        <span dir="ltr">{show(typed.primaryType)}</span>
      </DetailRow>
      <ReadableFieldList label={t('approve.fields')} fields={fields} testId="airlock-approve-fields" />
    </dl>
  )
}

function show(value: unknown): string {
  const s = typeof value === 'string' ? value : JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
  return s ?? ''
}
