import { askSecondFactor } from './askSecondFactor'
import type { SecondFactorCalls } from './createSecondFactorCalls'
import type { Outflow } from './Outflow'
import { sendNeedsSecondFactor, type SendWorth } from './sendNeedsSecondFactor'

/** A price the modal has: the USD price of one whole unit, and the unit's decimals. */
export interface KnownPrice {
  usdPrice: number | undefined
  decimals: number
}

export interface GuardSendDeps {
  calls: SecondFactorCalls
  /** The live session's bearer token (null once signed out, and for a guest wallet, which has no factor). */
  token(): string | null
  /** The price the modal has for the request's network's native currency (no `token`) or for a token of it; undefined when it has none. */
  price(token?: string): KnownPrice | undefined
}

/**
 * The visitor's send rule, where the key is: before the embedded wallet signs, what the request
 * lets leave it (evmOutflows, solanaOutflows, bitcoinOutflows, polkadotOutflows) is priced at the
 * modal's prices and held against the threshold they set (sendNeedsSecondFactor); above it, or
 * where something leaving can't be priced (a token without a price, an allowance, a call the
 * modal can't read), the wallet waits for a right answer (a code from their authenticator app,
 * or their passkey; verified and spent at the service) before signing. A request that moves
 * nothing passes at once. A status the service can't give refuses the request, as the export
 * does: the rule can't be slipped past by a failed call.
 *
 * @example
 * await guardSend(deps, evmOutflows({ method: 'eth_sendTransaction', params: [tx] }))
 */
export async function guardSend(deps: GuardSendDeps, outflows: readonly Outflow[]): Promise<void> {
  const leaving = outflows.filter((o) => 'unpriced' in o || o.amount > 0n)
  const token = deps.token()
  if (leaving.length === 0 || !token) return
  const status = await deps.calls.status(token)
  const worths = leaving.map((o): SendWorth => {
    if ('unpriced' in o) return o
    const price = deps.price(o.token)
    return price ? { value: o.amount, ...price } : { unpriced: `no price for ${o.token ?? 'the native currency'}` }
  })
  if (!sendNeedsSecondFactor(status, worths)) return
  // Where the visitor has a passkey, a touch of it answers too (verified by the service like a sign-in).
  const passkey = status.passkey ? async () => (await import('./assertPasskey')).assertPasskey(await deps.calls.passkeyOptions(token)) : undefined
  await askSecondFactor('send', (answer) => deps.calls.verify(token, answer), passkey)
}
