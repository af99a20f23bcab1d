import { formatUnits } from 'viem'
import { t } from '../../../ui/i18n/t'
import type { InstructionView } from '../../../wallets/solana/describeInstruction'
import '../../../ui/i18n/viewMessages'

/**
 * One decoded instruction as the sentence the approval view shows, every address in full.
 *
 * @example
 * instructionText({ kind: 'solTransfer', from, to, lamports: 1_000_000n }) // 'Transfer 0.001 SOL from … to …'
 */
export function instructionText(view: InstructionView): string {
  switch (view.kind) {
    case 'solTransfer':
      return t('approve.solana.sol', { amount: formatUnits(view.lamports, 9), from: view.from, to: view.to })
    case 'tokenTransfer':
      return t('approve.solana.token', {
        amount: view.decimals === undefined ? `${view.amount} (base units)` : formatUnits(view.amount, view.decimals),
        mint: view.mint ?? '—',
        from: view.source,
        to: view.destination,
        owner: view.owner,
      })
    case 'createTokenAccount':
      return t('approve.solana.ata', { account: view.account, mint: view.mint, owner: view.owner, payer: view.payer })
    case 'computeUnitLimit':
      return t('approve.solana.cuLimit', { units: view.units })
    case 'computeUnitPrice':
      return t('approve.solana.cuPrice', { price: view.microLamports.toString() })
    case 'other':
      return t('approve.solana.other', { program: view.programId, accounts: view.accounts.join(', ') || '—', data: view.data || '—' })
  }
}
