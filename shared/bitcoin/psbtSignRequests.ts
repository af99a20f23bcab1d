import { InvalidParamsError } from '../errors/ProviderRpcError'
import type { PsbtSignRequest } from './describePsbt'

/**
 * Reads `signPsbt`'s `signInputs` (WalletConnect `bip122`: `[{ address, index }]`, where `index`
 * is one input or a list) into one request per address. The approval and the embedded wallet
 * both read the dapp's list through this, so they agree on which inputs are signed. Absent is
 * none named (every input of an own address); anything else is -32602.
 *
 * @example
 * psbtSignRequests([{ address: 'bcrt1q…', index: [0, 2] }]) // [{ address: 'bcrt1q…', indexes: [0, 2] }]
 */
export function psbtSignRequests(given: unknown): PsbtSignRequest[] {
  if (given === undefined) return []
  const bad = () => new InvalidParamsError({ message: 'signInputs is a list of { address, index }' })
  if (!Array.isArray(given)) throw bad()
  const byAddress = new Map<string, number[]>()
  for (const item of given as unknown[]) {
    const { address, index } = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>
    const indexes = Array.isArray(index) ? (index as unknown[]) : [index]
    if (typeof address !== 'string' || !indexes.every((i) => Number.isInteger(i))) throw bad()
    byAddress.set(address, [...(byAddress.get(address) ?? []), ...(indexes as number[])])
  }
  return [...byAddress].map(([address, indexes]) => ({ address, indexes }))
}
