import { t } from '../../ui/i18n/t'
import { DetailRow } from '../../ui/components/DetailRow'
import type { MethodProps } from './MethodProps'

interface TypedData {
  domain?: Record<string, unknown>
  primaryType?: unknown
  message?: Record<string, unknown>
}

/**
 * eth_signTypedData_v4: the domain (name, version, chain, contract), the primary type and the
 * message's top-level fields.
 *
 * @example
 * <EthSignTypedDataV4 method="eth_signTypedData_v4" params={['0xf39F…', JSON.stringify(typedData)]} />
 */
export default function EthSignTypedDataV4({ params }: MethodProps) {
  const typed = parseTypedData(Array.isArray(params) ? params[1] : undefined)
  if (!typed) return <p className="airlock-text-secondary">{t('approve.unreadable')}</p>
  const domain = typed.domain ?? {}
  const domainLine = ['name', 'version', 'chainId', 'verifyingContract']
    .filter((k) => domain[k] !== undefined)
    .map((k) => `${k}: ${show(domain[k])}`)
    .join('\n')
  return (
    <dl className="airlock-stack">
      <DetailRow label={t('approve.domain')} testId="airlock-approve-domain">
        {domainLine || '—'}
      </DetailRow>
      <DetailRow label={t('approve.primaryType')} testId="airlock-approve-primary-type">
        {show(typed.primaryType)}
      </DetailRow>
      <DetailRow label={t('approve.fields')} testId="airlock-approve-fields">
        {Object.entries(typed.message ?? {})
          .map(([k, v]) => `${k}: ${show(v)}`)
          .join('\n')}
      </DetailRow>
    </dl>
  )
}

function parseTypedData(value: unknown): TypedData | undefined {
  try {
    const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
    return parsed && typeof parsed === 'object' ? (parsed as TypedData) : undefined
  } catch {
    return undefined
  }
}

function show(value: unknown): string {
  const s = typeof value === 'string' ? value : JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
  return s ?? ''
}
