import { t } from '../../../ui/i18n/t'
import { decodeMessage } from '../../approve/decodeMessage'
import type { MethodProps } from '../bodies/MethodProps'
import type { PolkadotMessageParams } from '../../methods/params'
import { DetailRow } from '../../../ui/components/DetailRow'
import '../../../ui/i18n/viewMessages'

/**
 * polkadot_signMessage: the message the key will sign, as text when it is readable UTF-8 (hex
 * bytes decoded, plain text as it is), else its hex, and the account that signs it.
 *
 * @example
 * <PolkadotMessageRequest method="polkadot_signMessage" params={{ address: '15oF…', message: '0x68656c6c6f' }} />
 */
export default function PolkadotMessageRequest({ params }: MethodProps<PolkadotMessageParams>) {
  const text = /^0x([0-9a-fA-F]{2})*$/.test(params.message) ? decodeMessage(params.message) : params.message
  return (
    <dl className="airlock-stack">
      <DetailRow label={t('approve.account')} testId="airlock-approve-polkadot-account">
        <span dir="ltr">{params.address}</span>
      </DetailRow>
      <DetailRow label={t('approve.message')} testId="airlock-approve-message">
        {/* The dapp's own text, in its own direction (isolated from the labels around it). */}
        <span dir="auto">{text}</span>
      </DetailRow>
    </dl>
  )
}
