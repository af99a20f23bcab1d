import { decodeMessage } from '../decodeMessage'
import { t } from '../../../ui/i18n/t'
import { DetailRow } from '../../../ui/components/DetailRow'
import type { PersonalSignParams } from '../../methods/params'
import type { MethodProps } from './MethodProps'
import '../../../ui/i18n/viewMessages'

/**
 * personal_sign: the message as text when it is readable UTF-8, else its hex.
 *
 * @example
 * <PersonalSign method="personal_sign" params={['0x68656c6c6f', '0xf39F…']} />
 */
export default function PersonalSign({ params }: MethodProps<PersonalSignParams>) {
  const message = decodeMessage(params[0])
  return (
    <dl className="airlock-stack">
      <DetailRow label={t('approve.message')} testId="airlock-approve-message">
        {message}
      </DetailRow>
    </dl>
  )
}
