import { isAddress } from 'viem'
import { isSolanaAddress } from '../../../shared/solana/isSolanaAddress'
import type { TokenBalance } from '../../state/account/accountTypes'

/** Why the send form can't go on to the preview (a locale key under `send.problem.`). */
export type SendProblem = 'noToken' | 'enterAmount' | 'invalidAmount' | 'insufficientFunds' | 'enterReceiver' | 'invalidReceiver' | 'resolving' | 'belowMinimum' | 'insufficientGas'

/** What the form knows. `receiverAddress` is the typed address or the resolved name's. */
export interface SendForm {
  token?: TokenBalance
  amount: string
  receiverInput: string
  receiverAddress?: string
  /** A name is being looked up. */
  resolving: boolean
  gasInsufficient: boolean
  /** The active namespace: a Solana receiver is a base58 address (docs/validation.md#send), an EVM one hex. */
  namespace?: string
  /** Solana: the amount is below what a receiver without an account must get. */
  belowMinimum?: boolean
}

/**
 * The first problem of the send form, in the order the visitor fills it (token, amount,
 * receiver, gas), or undefined when Preview may go on. An amount must be a positive decimal with
 * no more decimals than the token has and at most its balance; a receiver is an EVM address or
 * a name that resolved to one, or on Solana a base58 address (names are EVM-only).
 *
 * @example
 * sendFormProblem({ token: eth, amount: '-1', receiverInput: '', resolving: false, gasInsufficient: false }) // 'invalidAmount'
 */
export function sendFormProblem(form: SendForm): SendProblem | undefined {
  const { token } = form
  if (!token) return 'noToken'
  const amount = form.amount.trim()
  if (amount === '') return 'enterAmount'
  const decimals = Number(token.quantity.decimals)
  const fraction = amount.split('.')[1] ?? ''
  if (!/^\d+(\.\d+)?$/.test(amount) || fraction.length > decimals || Number(amount) <= 0) return 'invalidAmount'
  if (exceeds(amount, token.quantity.numeric, decimals)) return 'insufficientFunds'
  if (form.receiverInput.trim() === '') return 'enterReceiver'
  if (form.resolving) return 'resolving'
  const validReceiver = form.namespace === 'solana' ? isSolanaAddress : (a: string) => isAddress(a, { strict: false })
  if (!form.receiverAddress || !validReceiver(form.receiverAddress)) return 'invalidReceiver'
  if (form.belowMinimum) return 'belowMinimum'
  if (form.gasInsufficient) return 'insufficientGas'
  return undefined
}

/** Whether `amount` is more than `balance`, compared exactly in base units. */
function exceeds(amount: string, balance: string, decimals: number): boolean {
  const units = (value: string) => {
    const [whole = '0', fraction = ''] = value.trim().split('.')
    return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
  }
  if (!/^\d+(\.\d+)?$/.test(balance.trim())) return true
  return units(amount) > units(balance)
}
