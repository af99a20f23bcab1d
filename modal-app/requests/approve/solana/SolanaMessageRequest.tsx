import { base58 } from '../../../../shared/solana/base58'
import { t } from '../../../ui/i18n/t'
import { decodeMessage } from '../../approve/decodeMessage'
import type { MethodProps } from '../bodies/MethodProps'
import type { SolanaMessageParams } from '../../methods/params'
import { DetailRow } from '../../../ui/components/DetailRow'
import '../../../ui/i18n/viewMessages'

/**
 * solana_signMessage: the message the key will sign, as text when it is readable UTF-8, else
 * its hex (binary must be shown as it is, never guessed).
 *
 * @example
 * <SolanaMessageRequest method="solana_signMessage" params={{ message: 'Cn8eVZg', pubkey }} />
 */
export default function SolanaMessageRequest({ params }: MethodProps<SolanaMessageParams>) {
  let text = t('approve.unreadable')
  try {
    text = decodeMessage(`0x${[...base58.decode(params.message)].map((b) => b.toString(16).padStart(2, '0')).join('')}`)
  } catch {
    // Not base58: the view says the request could not be read (the wallet refuses it too).
  }
  return (
    <dl className="airlock-stack">
      <DetailRow label={t('approve.message')} testId="airlock-approve-message">
        {/* The dapp's own text, in its own direction (isolated from the labels around it). */}
        <span dir="auto">{text}</span>
      </DetailRow>
    </dl>
  )
}
