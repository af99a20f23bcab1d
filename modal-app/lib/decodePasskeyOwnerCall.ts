import { decodeFunctionData, type Hex } from 'viem'
import { passkeyOwnerAbi } from '../../shared/aa/passkeyOwnerAbi'

/** A smart account's passkey-owner change read from calldata. */
export interface PasskeyOwnerCall {
  kind: 'add' | 'remove'
  /** The passkey's P-256 public key, as the account stores it. */
  x: Hex
  y: Hex
}

/**
 * Reads an AirlockAccount `addPasskeyOwner(x, y)` / `removePasskeyOwner(x, y)` call, so an
 * approval can say what changes (an owner added or removed, with its public key) instead of
 * showing hex; anything else is undefined.
 *
 * @example
 * decodePasskeyOwnerCall(tx.data)?.kind // 'add'
 */
export function decodePasskeyOwnerCall(data: string): PasskeyOwnerCall | undefined {
  if (!/^0x[0-9a-fA-F]{136}$/.test(data)) return undefined
  try {
    const decoded = decodeFunctionData({ abi: passkeyOwnerAbi, data: data as Hex })
    if (decoded.functionName !== 'addPasskeyOwner' && decoded.functionName !== 'removePasskeyOwner') return undefined
    const [x, y] = decoded.args
    return { kind: decoded.functionName === 'addPasskeyOwner' ? 'add' : 'remove', x, y }
  } catch {
    return undefined
  }
}
