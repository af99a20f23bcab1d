import type { Address, PublicClient } from 'viem'
import { answersEntryPoint, ENTRY_POINT_GETTER } from './guardedTargets'

/**
 * Whether the contract at `target` is ERC-4337 infrastructure: a paymaster or a smart account
 * answers `entryPoint()` with the EntryPoint v0.7. A call that reverts (an EOA, a contract
 * without that getter) is not; any other failure (the chain unreachable) rejects, so the caller
 * can refuse rather than guess.
 *
 * @example
 * if (await isAccountAbstractionContract(client, target)) throw new GrantTargetRefusedError(target)
 */
export async function isAccountAbstractionContract(client: Pick<PublicClient, 'request'>, target: Address): Promise<boolean> {
  try {
    const result = await client.request({ method: 'eth_call', params: [{ to: target, data: ENTRY_POINT_GETTER }, 'latest'] })
    return answersEntryPoint(result)
  } catch (error) {
    if (isRevert(error)) return false
    throw error
  }
}

function isRevert(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === 3 || (typeof e.message === 'string' && /revert/i.test(e.message))) return true
  }
  return false
}
