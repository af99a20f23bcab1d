import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import type { RequestArgs } from '../../Connector'
import { describeInstruction } from '../../solana/describeInstruction'
import { parseSolanaTransaction } from '../../solana/parseSolanaTransaction'
import type { Outflow } from './Outflow'

/** The methods that sign a Solana transaction (one signed but not sent can be sent by the page). */
const SIGNS = new Set(['solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'])

/**
 * What a Solana request lets leave the wallet `address`, read with the approval's own decoders
 * (parseSolanaTransaction, describeInstruction): a System transfer's lamports from it, an SPL
 * `TransferChecked` of its tokens (by mint). A transaction signed but not sent counts too: the
 * page can send it. Not priceable, so named as such: an SPL `Transfer` (no mint in the
 * instruction, so no price), and an instruction of any other program (the wallet signs it, so
 * that program may move its SOL and tokens in ways the modal can't read). Compute-budget and
 * token-account creation move only fees and rent. A transaction that doesn't parse is refused
 * by the signer, so it moves nothing.
 *
 * @example
 * solanaOutflows({ method: 'solana_signAndSendTransaction', params: { transaction } }, wallet) // [{ amount: 1000000000n }]
 */
export function solanaOutflows(args: RequestArgs, address: string): Outflow[] {
  if (!SIGNS.has(args.method)) return []
  const params = (args.params && typeof args.params === 'object' && !Array.isArray(args.params) ? args.params : {}) as Record<string, unknown>
  const wires = args.method === 'solana_signAllTransactions' ? (Array.isArray(params.transactions) ? params.transactions : []) : [params.transaction]
  return wires.flatMap((wire) => {
    let instructions
    try {
      instructions = parseSolanaTransaction(bytesBase64.decode(wire as string)).instructions
    } catch {
      return []
    }
    return instructions.flatMap((ix): Outflow[] => {
      const view = describeInstruction(ix)
      switch (view.kind) {
        case 'solTransfer':
          return view.from === address ? [{ amount: view.lamports }] : []
        case 'tokenTransfer':
          if (view.owner !== address) return []
          return view.mint ? [{ amount: view.amount, token: view.mint }] : [{ unpriced: 'an SPL transfer that names no mint' }]
        case 'createTokenAccount':
        case 'computeUnitLimit':
        case 'computeUnitPrice':
          return []
        default:
          return [{ unpriced: `an instruction of program ${view.programId}, which the modal can’t read` }]
      }
    })
  })
}
