import { IDBFactory } from 'fake-indexeddb'
import type { Address } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { createGrantStore } from '../permissions/createGrantStore'
import { answerPermissionRequest, type PermissionRequestContext } from './answerPermissionRequest'

const account = '0x1111111111111111111111111111111111111111' as Address
const paymaster = '0x4444444444444444444444444444444444444444'
const game = '0x5555555555555555555555555555555555555555'
const nowSeconds = 1_700_000_000

function context(overrides: Partial<PermissionRequestContext> = {}): PermissionRequestContext {
  return {
    grants: createGrantStore({ indexedDB: new IDBFactory(), nowSeconds }),
    account,
    smartAccount: true,
    chainIds: [1],
    origin: 'https://dapp.example',
    nowSeconds,
    // The paymaster answers entryPoint() like every ERC-4337 paymaster.
    isAccountAbstraction: async (target) => target.toLowerCase() === paymaster,
    ...overrides,
  }
}
const ask = (address: string) => ({ method: 'wallet_grantPermissions', params: [{ chainId: '0x1', expiry: nowSeconds + 600, permissions: [{ type: 'contract-call', data: { address } }] }] })

describe('answerPermissionRequest', () => {
  it('attacker: a grant naming the account itself, the EntryPoint or a paymaster is refused with GrantTargetRefusedError (-32602), and nothing is granted', async () => {
    for (const target of [account, entryPoint07Address, paymaster]) {
      await expect(answerPermissionRequest(ask(target), context())).rejects.toMatchObject({ name: 'GrantTargetRefusedError', code: -32602, message: `wallet_grantPermissions: a permission may not name ${target.toLowerCase()} (the smart account itself, the EntryPoint or a paymaster)` })
    }
    // A chain that can't say what the target is: refused rather than guessed.
    await expect(answerPermissionRequest(ask(game), context({ isAccountAbstraction: async () => Promise.reject(new Error('unreachable')) }))).rejects.toMatchObject({ code: -32602 })
  })

  it('grants an ordinary contract, and the dapp that holds it can revoke it', async () => {
    const ctx = context()
    const granted = (await answerPermissionRequest(ask(game), ctx)) as { context: string; address: string }
    expect(granted).toMatchObject({ chainId: '0x1', address: account, expiry: nowSeconds + 600 })
    await expect(answerPermissionRequest({ method: 'wallet_revokePermissions', params: [{ permissionsContext: granted.context }] }, { ...ctx, origin: 'https://other.example' })).rejects.toMatchObject({ code: -32602 })
    await expect(answerPermissionRequest({ method: 'wallet_revokePermissions', params: [{ permissionsContext: granted.context }] }, ctx)).resolves.toBeNull()
  })
})
