import { t } from '../../../ui/i18n/t'
import { DetailRow } from '../../../ui/components/DetailRow'
import type { MethodProps } from './MethodProps'
import type { GenericParams } from '../../methods/params'
import '../../../ui/i18n/viewMessages'

/**
 * Any other method that needs approval: its name and its parameters as JSON, in full (the row
 * scrolls; a long request is never cut).
 *
 * @example
 * <GenericRequest method="wallet_sendCalls" params={[{ calls: [] }]} />
 */
export default function GenericRequest({ method, params }: MethodProps<GenericParams | undefined>) {
  const json = JSON.stringify(params ?? null, null, 2) ?? ''
  return (
    <dl className="airlock-stack">
      <DetailRow label={t('approve.method')} testId="airlock-approve-method">
        <span dir="ltr">{method}</span>
      </DetailRow>
      <DetailRow label={t('approve.params')} testId="airlock-approve-params">
        <span dir="ltr">{json}</span>
      </DetailRow>
    </dl>
  )
}
