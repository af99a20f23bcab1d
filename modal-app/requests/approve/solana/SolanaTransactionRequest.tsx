import { useMemo } from 'react'
import { formatUnits } from 'viem'
import { t } from '../../../ui/i18n/t'
import type { MethodProps } from '../bodies/MethodProps'
import type { SolanaTransactionParams } from '../../methods/params'
import { DetailRow } from '../../../ui/components/DetailRow'
import { describeInstruction } from '../../../wallets/solana/describeInstruction'
import { parseSolanaTransaction } from '../../../wallets/solana/parseSolanaTransaction'
import { instructionText } from './instructionText'
import { useSimulation } from './useSimulation'
import '../../../ui/i18n/viewMessages'

/**
 * solana_signTransaction / solana_signAndSendTransaction: the fee payer, every instruction of
 * the exact message the key will sign (decoded where Airlock knows the program, else in full),
 * and the balance changes a simulation on the network's own endpoint shows, or why it failed.
 *
 * @example
 * <SolanaTransactionRequest method="solana_signAndSendTransaction" params={{ transaction: 'AQAB…' }} network={solanaDevnet} />
 */
export default function SolanaTransactionRequest({ params, network }: MethodProps<SolanaTransactionParams>) {
  const wire = params.transaction
  const tx = useMemo(() => {
    try {
      const binary = atob(wire)
      return parseSolanaTransaction(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
    } catch {
      return undefined
    }
  }, [wire])
  const simulation = useSimulation(network, wire, tx?.accountKeys)
  if (!tx) return <p data-testid="airlock-approve-unreadable">{t('approve.unreadable')}</p>
  return (
    <dl className="airlock-stack">
      <DetailRow label={t('approve.solana.feePayer')} testId="airlock-approve-solana-fee-payer">
        <span dir="ltr">{tx.accountKeys[0]}</span>
      </DetailRow>
      <DetailRow label={t('approve.solana.instructions')} testId="airlock-approve-solana-instructions">
        <ol style={{ margin: 0, paddingInlineStart: 18 }}>
          {tx.instructions.map((ix, i) => (
            <li key={i} data-testid="airlock-approve-solana-instruction">
              {instructionText(describeInstruction(ix))}
            </li>
          ))}
        </ol>
      </DetailRow>
      <DetailRow label={t('approve.solana.changes')} testId="airlock-approve-solana-changes">
        {simulation.state === 'loading' ? (
          <span aria-busy="true">…</span>
        ) : simulation.state === 'failed' ? (
          <span data-testid="airlock-approve-solana-simulation-failed">{t('approve.solana.simFailed', { reason: simulation.reason })}</span>
        ) : simulation.changes === undefined ? (
          t('approve.solana.noChanges')
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {simulation.changes.map((c) => (
              <li key={`${c.owner}|${c.mint ?? ''}`} data-testid="airlock-approve-solana-change" data-owner={c.owner} data-mint={c.mint ?? 'SOL'} data-delta={c.delta.toString()} dir="ltr">
                {`${c.owner}: ${c.delta > 0n ? '+' : ''}${formatUnits(c.delta, c.decimals)} ${c.mint ? c.mint : (network?.nativeCurrency.symbol ?? 'SOL')}`}
              </li>
            ))}
          </ul>
        )}
      </DetailRow>
    </dl>
  )
}
