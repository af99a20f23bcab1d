import { describe, expect, it, vi } from 'vitest'
import { PermissionRefusedError } from '../../../../shared/errors/PermissionRefusedError'
import type { GrantStore } from '../permissions/createGrantStore'
import type { ConnectorStore } from '../../Connector'
import { createGrantChecks } from './createGrantChecks'

const ACCOUNT = '0x1111111111111111111111111111111111111111'

/** A store as the connector reads it: only the fields the checks look at. */
function storeWith({ smartSessions = true, address = ACCOUNT as string | undefined } = {}) {
  const state = { options: { value: { features: { smartSessions } }, hostOrigin: 'https://dapp.example' }, account: { byNamespace: { eip155: address ? { address } : undefined } } }
  return { getState: () => state } as unknown as Pick<ConnectorStore, 'getState'>
}

function fakeGrants() {
  return { use: vi.fn(async () => undefined), check: vi.fn(async () => undefined), clear: vi.fn(async () => undefined) } as unknown as GrantStore & { use: ReturnType<typeof vi.fn>; check: ReturnType<typeof vi.fn> }
}

const calls = [{ to: ACCOUNT as `0x${string}`, value: 1n }]

describe('createGrantChecks', () => {
  it('books a batch under a grant for the connected account and the host origin, at the current time', async () => {
    const grants = createGrantChecks(storeWith(), () => 1_700_000_000_500)
    const store = fakeGrants()
    expect(grants.held(() => store)).toBe(store)
    expect(grants.held(() => fakeGrants())).toBe(store)
    await grants.underGrant('0xctx', calls, 8453, { gasCost: 7n, paymaster: '0x2222222222222222222222222222222222222222' })
    expect(store.use).toHaveBeenCalledWith('0xctx', ACCOUNT, calls, { chainId: 8453, nowSeconds: 1_700_000_000, origin: 'https://dapp.example', gasCost: 7n, paymaster: '0x2222222222222222222222222222222222222222' })
    await grants.checkGrant('0xctx', calls, 8453)
    expect(store.check).toHaveBeenCalledWith('0xctx', ACCOUNT, calls, { chainId: 8453, nowSeconds: 1_700_000_000, origin: 'https://dapp.example' })
  })

  it('refuses with 4200 while smart sessions are off, 4100 when signed out, and PermissionRefusedError without a grant store', async () => {
    await expect(createGrantChecks(storeWith({ smartSessions: false })).checkGrant('0xctx', calls, 1)).rejects.toMatchObject({ code: 4200 })
    await expect(createGrantChecks(storeWith({ address: undefined })).checkGrant('0xctx', calls, 1)).rejects.toMatchObject({ code: 4100 })
    const none = createGrantChecks(storeWith())
    expect(none.current()).toBeUndefined()
    await expect(none.underGrant('0xctx', calls, 1, { gasCost: 0n })).rejects.toBeInstanceOf(PermissionRefusedError)
  })
})
