import type * as Parts from './walletParts'

let parts: Promise<typeof Parts> | undefined

/**
 * The embedded wallet's heavy code (session store, keys, viem signing) as one lazily loaded
 * chunk; loaded on intent, on a sign-in or to restore a stored session, never at modal start.
 * A failed load is retried by the next call.
 *
 * @example
 * const { createEmbeddedSessionStore } = await loadWalletParts()
 */
export function loadWalletParts(): Promise<typeof Parts> {
  parts ??= import('./walletParts').catch((error: unknown) => {
    parts = undefined
    throw error
  })
  return parts
}
