import { decodeMessage } from '../decodeMessage'
import { readableFields } from '../readableFields'
import { ReadableFieldList } from '../internal/ReadableFieldList'
import { t } from '../../../ui/i18n/t'
import { DetailRow } from '../../../ui/components/DetailRow'
import type { PersonalSignParams } from '../../methods/params'
import type { MethodProps } from './MethodProps'
import '../../../ui/i18n/viewMessages'

/**
 * personal_sign: the message as text when it is readable UTF-8, else its hex. A message that is
 * a JSON object (a name registration, a profile update) is first shown field by field, Unix
 * times as dates, with the exact text signed under it.
 *
 * @example
 * <PersonalSign method="personal_sign" params={['0x68656c6c6f', '0xf39F…']} />
 */
export default function PersonalSign({ params }: MethodProps<PersonalSignParams>) {
  const message = decodeMessage(params[0])
  const fields = readableFields(jsonObjectOf(message))
  return (
    <dl className="airlock-stack">
      {fields.length ? (
        <ReadableFieldList label={t('approve.readableMessage')} fields={fields} testId="airlock-approve-message-fields" />
      ) : null}
      <DetailRow label={fields.length ? t('approve.signedText') : t('approve.message')} testId="airlock-approve-message">
        {/* The dapp's own text, in its own direction (isolated from the labels around it). */}
        <span dir="auto">{message}</span>
      </DetailRow>
    </dl>
  )
}

function jsonObjectOf(text: string): unknown {
  if (!text.startsWith('{')) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
