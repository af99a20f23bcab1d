import type { RequestArgs } from '../../Connector'
import { askSecondFactor } from './askSecondFactor'
import type { SecondFactorCalls } from './createSecondFactorCalls'
import { sendNeedsSecondFactor } from './sendNeedsSecondFactor'

/** The methods that move value from the embedded wallet (a key's transaction, a smart account's calls or user operation). */
const SENDS = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'eth_sendUserOperation'])

const quantity = (value: unknown): bigint => {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  return 0n
}

/** The native value a send moves: a transaction's `value`, the sum of a batch's calls' values. */
export function sendValueOf(args: RequestArgs): bigint {
  const first = Array.isArray(args.params) ? (args.params[0] as Record<string, unknown> | undefined) : undefined
  if (!first || typeof first !== 'object') return 0n
  if (Array.isArray(first.calls)) return (first.calls as Record<string, unknown>[]).reduce((sum, call) => sum + quantity(call?.value), 0n)
  return quantity(first.value)
}

export interface GuardSendDeps {
  calls: SecondFactorCalls
  /** The live session's bearer token (null once signed out). */
  token(): string | null
  /** The native currency's USD price the modal has for the send's network, and its decimals. */
  price(): { usdPrice: number | undefined; decimals: number }
}

/**
 * The visitor's send rule, where the key is: before the embedded wallet signs a send, its value
 * at the modal's price is held against the threshold they set (sendNeedsSecondFactor) and, above
 * it, the wallet waits for a right code from their authenticator app (verified and spent at the
 * service) before signing. Anything else passes at once. A status the service can't give
 * refuses the send, as the export does: the rule can't be slipped past by a failed call.
 *
 * @example
 * await guardSend(deps, { method: 'eth_sendTransaction', params: [tx] })
 */
export async function guardSend(deps: GuardSendDeps, args: RequestArgs): Promise<void> {
  if (!SENDS.has(args.method)) return
  const value = sendValueOf(args)
  const token = deps.token()
  if (value === 0n || !token) return
  const status = await deps.calls.status(token)
  const { usdPrice, decimals } = deps.price()
  if (!sendNeedsSecondFactor(status, { value, decimals, usdPrice })) return
  // Where the visitor has a passkey, a touch of it answers too (verified by the service like a sign-in).
  const passkey = status.passkey ? async () => (await import('./assertPasskey')).assertPasskey(await deps.calls.passkeyOptions(token)) : undefined
  await askSecondFactor('send', (answer) => deps.calls.verify(token, answer), passkey)
}
