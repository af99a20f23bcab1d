import { describe, expect, it, vi } from 'vitest'
import { base, mainnet, solana } from '../../../shared/networks/networks'
import type { RpcDeps } from './RpcDeps'
import { createRpcRouter } from './createRpcRouter'

function deps(overrides: Partial<RpcDeps> = {}): RpcDeps {
  return {
    activeNetwork: () => mainnet,
    networks: () => [mainnet, base, solana],
    rpcUrl: () => 'http://127.0.0.1:1',
    address: () => undefined,
    connector: () => undefined,
    connect: async () => '0xabc',
    approve: async () => undefined,
    disconnect: async () => undefined,
    switchChain: async () => null,
    ...overrides,
  }
}

describe('createRpcRouter', () => {
  it.each([[null], ['eth_chainId'], [[1]], [{}], [{ method: 42 }]])('answers malformed request %j with -32600', async (args) => {
    await expect(createRpcRouter(deps())(args as never)).rejects.toMatchObject({ code: -32600 })
  })

  it('answers non-object params with -32602', async () => {
    await expect(createRpcRouter(deps())({ method: 'eth_call', params: 'x' })).rejects.toMatchObject({ code: -32602 })
  })

  it('refuses methods outside the namespace allow-list with 4200 and the spec text', async () => {
    const route = createRpcRouter(deps())
    await expect(route({ method: 'eth_sign' })).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    await expect(route({ method: 'personal_sign', chainId: solana.caipNetworkId })).rejects.toMatchObject({ code: 4200 })
  })

  it('refuses unconfigured chains with 4901 and bad CAIP-2 ids with -32602', async () => {
    const route = createRpcRouter(deps())
    await expect(route({ method: 'eth_chainId', chainId: 'eip155:42161' })).rejects.toMatchObject({ code: 4901 })
    await expect(route({ method: 'eth_chainId', chainId: 'eip155' })).rejects.toMatchObject({ code: -32602, message: 'Invalid CAIP-2 network id' })
  })

  it('answers eth_chainId for the active or requested network without the wallet', async () => {
    const route = createRpcRouter(deps())
    await expect(route({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await expect(route({ method: 'eth_chainId', chainId: 'eip155:8453' })).resolves.toBe('0x2105')
  })

  it('before connecting: eth_accounts is [] and account methods are 4100', async () => {
    const route = createRpcRouter(deps())
    await expect(route({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(route({ method: 'personal_sign', params: ['0x00', '0xabc'] })).rejects.toMatchObject({ code: 4100 })
  })

  it('eth_requestAccounts connects through the modal', async () => {
    await expect(createRpcRouter(deps())({ method: 'eth_requestAccounts' })).resolves.toEqual(['0xabc'])
  })

  it('reports an approved send to the modal (sending, then sent with the hash, or failed) and answers the dapp unchanged', async () => {
    const progress: unknown[] = []
    const sendProgress = (p: { state: string; hash?: string; network: { caipNetworkId: string } }) => progress.push([p.state, p.hash, p.network.caipNetworkId])
    let fail = false
    const request = vi.fn(async () => {
      if (fail) throw Object.assign(new Error('nope'), { code: 4001 })
      return '0xhash'
    })
    const route = createRpcRouter(deps({ address: () => '0xabc', connector: () => ({ request }), sendProgress }))
    await expect(route({ method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0x1' }] })).resolves.toBe('0xhash')
    expect(progress).toEqual([['sending', undefined, 'eip155:1'], ['sent', '0xhash', 'eip155:1']])
    fail = true
    await expect(route({ method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0x1' }] })).rejects.toMatchObject({ code: 4001 })
    expect(progress.slice(2)).toEqual([['sending', undefined, 'eip155:1'], ['failed', undefined, 'eip155:1']])
    // Signatures are not sends: nothing reported.
    await route({ method: 'personal_sign', params: ['0x00', '0xabc'] }).catch(() => undefined)
    expect(progress).toHaveLength(4)
  })

  it('unsafe methods need an approval before reaching the wallet', async () => {
    const request = vi.fn(async (_args: unknown) => '0xsig')
    const order: string[] = []
    const route = createRpcRouter(
      deps({
        address: () => '0xabc',
        connector: () => ({ request: async (a) => (order.push('wallet'), request(a)) }),
        approve: async () => void order.push('approve'),
      }),
    )
    await expect(route({ method: 'personal_sign', params: ['0x00', '0xabc'] })).resolves.toBe('0xsig')
    expect(order).toEqual(['approve', 'wallet'])
  })

  it('a refused approval never reaches the wallet', async () => {
    const request = vi.fn()
    const route = createRpcRouter(
      deps({ address: () => '0xabc', connector: () => ({ request }), approve: async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })) }),
    )
    await expect(route({ method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({ code: 4001 })
    expect(request).not.toHaveBeenCalled()
  })

  it("attacker: a priced send without a gas limit is filled from the chain once; the approval shows and the wallet gets the same request", async () => {
    // The chain's estimate grows after the first reading: a second reading by the wallet would sign more than was shown.
    let estimates = 0
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { id: number; method: string }
      const result = body.method === 'eth_estimateGas' ? (estimates++ === 0 ? '0x5208' : '0x1e8480') : null
      return Response.json({ jsonrpc: '2.0', id: body.id, result })
    })
    try {
      const shown: unknown[] = []
      const request = vi.fn(async (_args: unknown) => '0xhash')
      const route = createRpcRouter(deps({ address: () => '0xabc', connector: () => ({ request }), approve: async ({ params }) => void shown.push(params) }))
      const tx = { to: '0xabc', value: '0x1', gasPrice: '0x2d79883d2000' }
      await expect(route({ method: 'eth_sendTransaction', params: [tx] })).resolves.toBe('0xhash')
      expect(shown).toEqual([[{ ...tx, gas: '0x5208' }]])
      expect(request).toHaveBeenCalledWith({ method: 'eth_sendTransaction', params: [{ ...tx, gas: '0x5208' }], chainId: 'eip155:1' })
      expect(estimates).toBe(1)
      // A dapp that sets no price leaves the fee to its wallet: sent as it came, nothing read.
      await route({ method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0x1' }] })
      expect(request).toHaveBeenLastCalledWith({ method: 'eth_sendTransaction', params: [{ to: '0xabc', value: '0x1' }], chainId: 'eip155:1' })
      expect(estimates).toBe(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('wallet_switchEthereumChain validates its params and goes to the switcher', async () => {
    const switchChain = vi.fn(async () => null)
    const route = createRpcRouter(deps({ address: () => '0xabc', switchChain }))
    await expect(route({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).resolves.toBeNull()
    expect(switchChain).toHaveBeenCalledWith(8453)
    await expect(route({ method: 'wallet_switchEthereumChain', params: [{ chainId: 8453 }] })).rejects.toMatchObject({ code: -32602 })
  })

  it('a revoke of only eth_accounts (EIP-2255, wagmi disconnect) disconnects at once without an approval', async () => {
    const disconnect = vi.fn(async () => undefined)
    const approve = vi.fn(async () => undefined)
    const request = vi.fn()
    const route = createRpcRouter(deps({ address: () => '0xabc', connector: () => ({ request }), approve, disconnect }))
    await expect(route({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).resolves.toBeNull()
    expect(disconnect).toHaveBeenCalledWith('eip155')
    expect(approve).not.toHaveBeenCalled()
    expect(request).not.toHaveBeenCalled()
  })

  it('solana_requestAccounts connects on the request\'s Solana network; solana_disconnect (standard:disconnect) ends the Solana connection at once', async () => {
    const connect = vi.fn(async () => 'So1anaAddre55')
    await expect(createRpcRouter(deps({ connect }))({ method: 'solana_requestAccounts', chainId: solana.caipNetworkId })).resolves.toEqual(['So1anaAddre55'])
    expect(connect).toHaveBeenCalledWith('solana', solana)
    const disconnect = vi.fn(async () => undefined)
    const approve = vi.fn(async () => undefined)
    await expect(createRpcRouter(deps({ address: (ns) => (ns === 'solana' ? 'So1anaAddre55' : undefined), approve, disconnect }))({ method: 'solana_disconnect', chainId: solana.caipNetworkId })).resolves.toBeNull()
    expect(disconnect).toHaveBeenCalledWith('solana')
    expect(approve).not.toHaveBeenCalled()
    const idle = vi.fn(async () => undefined)
    await expect(createRpcRouter(deps({ disconnect: idle }))({ method: 'solana_disconnect', chainId: solana.caipNetworkId })).resolves.toBeNull()
    expect(idle).not.toHaveBeenCalled()
  })

  it('while Solana is active, an EVM request naming no chain goes to the EVM network (a page\'s EVM dapp beside its Solana one)', async () => {
    const connect = vi.fn(async () => '0xabc')
    const route = createRpcRouter(deps({ activeNetwork: () => solana, namespaceNetwork: () => base, connect }))
    await expect(route({ method: 'eth_chainId' })).resolves.toBe('0x2105')
    await expect(route({ method: 'eth_requestAccounts' })).resolves.toEqual(['0xabc'])
    expect(connect).toHaveBeenCalledWith('eip155', base)
    await expect(route({ method: 'solana_getAccounts' })).resolves.toEqual([])
    await expect(createRpcRouter(deps({ activeNetwork: () => solana }))({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4200 })
  })

  it('eth_accounts and solana_getAccounts wait for a connection of their namespace being restored, so the first answer after a reload is the restored account', async () => {
    const restored: Record<string, string> = {}
    const settled = vi.fn(async (ns: string) => void (restored[ns] = ns === 'solana' ? 'So1anaAddre55' : '0xabc'))
    const route = createRpcRouter(deps({ address: (ns) => restored[ns], settled }))
    await expect(route({ method: 'eth_accounts' })).resolves.toEqual(['0xabc'])
    expect(settled).toHaveBeenCalledWith('eip155')
    await expect(route({ method: 'solana_getAccounts', chainId: solana.caipNetworkId })).resolves.toEqual(['So1anaAddre55'])
    expect(settled).toHaveBeenCalledWith('solana')
    // Connected already: nothing to wait for.
    await route({ method: 'eth_accounts' })
    expect(settled).toHaveBeenCalledTimes(2)
  })

  it('a revoke of eth_accounts while disconnected answers null and disconnects nothing', async () => {
    const disconnect = vi.fn(async () => undefined)
    await expect(createRpcRouter(deps({ disconnect }))({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).resolves.toBeNull()
    expect(disconnect).not.toHaveBeenCalled()
  })

  it.each([[[{ 'native-token-stream': {} }]], [[{ eth_accounts: {}, 'native-token-stream': {} }]], [[{ eth_accounts: {} }, { eth_accounts: {} }]]])(
    'other permission revokes (ERC-7715) %j keep the approval and go to the wallet',
    async (params) => {
      const disconnect = vi.fn(async () => undefined)
      const order: string[] = []
      const route = createRpcRouter(
        deps({ address: () => '0xabc', disconnect, approve: async () => void order.push('approve'), connector: () => ({ request: async () => (order.push('wallet'), null) }) }),
      )
      await route({ method: 'wallet_revokePermissions', params })
      expect(order).toEqual(['approve', 'wallet'])
      expect(disconnect).not.toHaveBeenCalled()
    },
  )

  it('a revoke whose params are not a list (not EIP-2255) disconnects nothing and is refused with -32602 before any approval', async () => {
    const disconnect = vi.fn(async () => undefined)
    const approve = vi.fn(async () => undefined)
    const request = vi.fn(async () => null)
    const route = createRpcRouter(deps({ address: () => '0xabc', disconnect, approve, connector: () => ({ request }) }))
    await expect(route({ method: 'wallet_revokePermissions', params: { eth_accounts: {} } })).rejects.toMatchObject({ code: -32602 })
    expect([disconnect, approve, request].map((f) => f.mock.calls.length)).toEqual([0, 0, 0])
  })

  it('wallet_grantPermissions is 4200 unless smart sessions are on, and then needs an approval', async () => {
    const order: string[] = []
    const wallet = { address: () => '0xabc', approve: async () => void order.push('approve'), connector: () => ({ request: async () => (order.push('wallet'), { context: '0x01' }) }) }
    const params = [{ chainId: '0x1', expiry: 1, permissions: [{ type: 'native-token-transfer', data: { allowance: '0x1' } }] }]
    await expect(createRpcRouter(deps(wallet))({ method: 'wallet_grantPermissions', params })).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    await expect(createRpcRouter(deps({ ...wallet, smartSessions: () => false }))({ method: 'wallet_grantPermissions', params })).rejects.toMatchObject({ code: 4200 })
    expect(order).toEqual([])
    await expect(createRpcRouter(deps({ ...wallet, smartSessions: () => true }))({ method: 'wallet_grantPermissions', params })).resolves.toEqual({ context: '0x01' })
    expect(order).toEqual(['approve', 'wallet'])
  })

  it('a batch naming a smart-session context skips the approval only while smart sessions are on (the wallet checks it against the grant)', async () => {
    const order: string[] = []
    const wallet = { address: () => '0xabc', approve: async () => void order.push('approve'), connector: () => ({ request: async () => (order.push('wallet'), { id: '0x02' }), enforcesGrants: true }) }
    const underGrant = { method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: [], capabilities: { permissions: { context: '0xc0' } } }] }
    await createRpcRouter(deps({ ...wallet, smartSessions: () => true }))(underGrant)
    expect(order).toEqual(['wallet'])
    order.length = 0
    await createRpcRouter(deps({ ...wallet, smartSessions: () => false }))(underGrant)
    await createRpcRouter(deps({ ...wallet, smartSessions: () => true }))({ method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: [] }] })
    expect(order).toEqual(['approve', 'wallet', 'approve', 'wallet'])
  })

  it('attacker: with an injected or WalletConnect wallet, a batch naming any permissions.context still gets the approval', async () => {
    const order: string[] = []
    const injected = { address: () => '0xabc', approve: async () => void order.push('approve'), connector: () => ({ request: async () => (order.push('wallet'), { id: '0x02' }) }), smartSessions: () => true }
    const claimed = { method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: [{ to: '0x2222222222222222222222222222222222222222', value: '0xde0b6b3a7640000' }], capabilities: { permissions: { context: '0xc0' } } }] }
    await createRpcRouter(deps(injected))(claimed)
    await createRpcRouter(deps({ ...injected, connector: () => ({ request: async () => (order.push('wallet'), { id: '0x02' }), enforcesGrants: false }) }))(claimed)
    expect(order).toEqual(['approve', 'wallet', 'approve', 'wallet'])
    // A refused approval sends nothing.
    order.length = 0
    await expect(createRpcRouter(deps({ ...injected, approve: async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) }))(claimed)).rejects.toMatchObject({ code: 4001 })
    expect(order).toEqual([])
  })
})
