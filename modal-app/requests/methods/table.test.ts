import { describe, expect, it, vi } from 'vitest'
import { mainnet, polkadot, solana } from '../../../shared/networks/networks'
import { buildNamespaces } from '../../wallets/walletConnect/buildNamespaces'
import { createRpcRouter } from '../router/createRpcRouter'
import type { RpcDeps } from '../router/RpcDeps'
import { isChainBound, METHOD_FACTS, METHODS, methodSpecOf, policyOf } from '.'

/** The allow-list the modal has always answered (and the sign-in calls on every namespace): the table must keep it. */
const ALLOW_LIST = {
  eip155: {
    read: ['eth_chainId', 'net_version', 'eth_blockNumber', 'eth_getBalance', 'eth_call', 'eth_estimateGas', 'eth_gasPrice', 'eth_maxPriorityFeePerGas', 'eth_feeHistory', 'eth_getCode', 'eth_getStorageAt', 'eth_getTransactionCount', 'eth_getTransactionByHash', 'eth_getTransactionReceipt', 'eth_getBlockByNumber', 'eth_getBlockByHash', 'eth_getLogs', 'eth_getProof', 'eth_syncing', 'web3_clientVersion', 'net_listening', 'eth_sendRawTransaction', 'eth_blobBaseFee'],
    account: ['eth_accounts', 'eth_requestAccounts', 'eth_coinbase', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets', 'wallet_getPermissions'],
    wallet: ['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_watchAsset', 'wallet_requestPermissions', 'wallet_showCallsStatus'],
    approve: ['personal_sign', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'],
  },
  solana: {
    account: ['solana_getAccounts', 'solana_requestAccounts', 'solana_disconnect'],
    approve: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
  },
  bip122: { account: ['bitcoin_disconnect', 'bitcoin_getAccounts', 'bitcoin_requestAccounts', 'getAccountAddresses'], approve: ['sendTransfer', 'signMessage', 'signPsbt'] },
  polkadot: { account: ['polkadot_getAccounts', 'polkadot_requestAccounts'], approve: ['polkadot_signMessage', 'polkadot_signTransaction'] },
} as const
const MODAL_METHODS = ['airlock_siwx_getSession', 'airlock_siwx_signOut']

function allowListOf(namespace: keyof typeof ALLOW_LIST): Record<string, string> {
  const out: Record<string, string> = Object.fromEntries(MODAL_METHODS.map((m) => [m, 'modal']))
  for (const [policy, methods] of Object.entries(ALLOW_LIST[namespace])) for (const m of methods as readonly string[]) out[m] = policy
  return out
}

function deps(overrides: Partial<RpcDeps> = {}): RpcDeps {
  return {
    activeNetwork: () => mainnet,
    networks: () => [mainnet, solana],
    rpcUrl: () => 'http://127.0.0.1:1',
    address: () => '0xabc',
    connector: () => ({ request: async () => '0x01' }),
    connect: async () => '0xabc',
    approve: async () => undefined,
    disconnect: async () => undefined,
    switchChain: async () => null,
    ...overrides,
  }
}

describe('the method table', () => {
  it.each(Object.keys(ALLOW_LIST) as (keyof typeof ALLOW_LIST)[])('has a row, with its policy, for every method of the %s allow-list, and no other', (namespace) => {
    const fromTable = Object.fromEntries(METHODS.filter((s) => s.namespaces.includes(namespace)).map((s) => [s.method, s.policy]))
    expect(fromTable).toEqual(allowListOf(namespace))
    for (const [method, policy] of Object.entries(fromTable)) expect(policyOf(namespace, method)).toBe(policy)
    expect(policyOf(namespace, 'eth_sign')).toBeUndefined()
  })

  it('names each method once, in its own file, with rows that fit their policy', () => {
    expect(new Set(METHODS.map((s) => s.method)).size).toBe(METHODS.length)
    for (const spec of METHODS) {
      if (spec.approval || spec.afterApproval) expect(spec.policy, spec.method).toBe('approve')
      expect(spec.policy === 'modal', spec.method).toBe(typeof spec.answer === 'function')
    }
  })

  it('keeps the chain binding the injected wallet switches for', () => {
    expect(METHODS.filter((s) => s.chainBound).map((s) => s.method)).toEqual(['eth_sendTransaction', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4', 'wallet_grantPermissions', 'wallet_sendCalls'])
    expect(isChainBound('personal_sign')).toBe(false)
  })

  it('proposes to WalletConnect exactly the rows that say so, per namespace', () => {
    const proposal = buildNamespaces(METHOD_FACTS.walletConnectMethods, [mainnet, solana])
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(proposal[namespace]?.methods).toEqual(METHODS.filter((s) => s.walletConnect && s.namespaces.includes(namespace)).map((s) => s.method))
    }
    expect(proposal.eip155?.methods).toContain('wallet_switchEthereumChain')
    expect(proposal.solana?.methods).toHaveLength(4)
    // WalletConnect's polkadot namespace: the two signing methods of its spec.
    expect(buildNamespaces(METHOD_FACTS.walletConnectMethods, [polkadot]).polkadot?.methods).toEqual(['polkadot_signMessage', 'polkadot_signTransaction'])
  })

  it.each([
    ['personal_sign', undefined],
    ['personal_sign', [42]],
    ['eth_sendTransaction', []],
    ['eth_sendTransaction', [{ to: '0x01', value: 5 }]],
    // Attacker: a small max fee to show beside a huge gas price to sign (or the other way round).
    ['eth_sendTransaction', [{ to: '0x01', gas: '0x5208', maxFeePerGas: '0x3b9aca00', gasPrice: '0x38d7ea4c68000' }]],
    ['eth_sendTransaction', [{ to: '0x01', maxPriorityFeePerGas: '0x1', gasPrice: '0x38d7ea4c68000' }]],
    ['eth_signTypedData_v4', ['0xabc', '{not json']],
    ['wallet_sendCalls', [{ calls: 'x' }]],
    ['wallet_switchEthereumChain', [{ chainId: 1 }]],
    ['wallet_getCapabilities', { address: '0xabc' }],
    ['solana_signMessage', ['Cn8eVZg']],
    ['solana_signMessage', { message: 42 }],
    ['solana_signTransaction', { transaction: ['AQAB'] }],
    ['solana_signAndSendTransaction', {}],
    ['solana_signAllTransactions', { transactions: [] }],
    ['solana_signAllTransactions', { transactions: ['AQAB', 7] }],
    ['wallet_grantPermissions', [{ chainId: '0x1', expiry: 1, permissions: [] }]],
    ['wallet_grantPermissions', [{ chainId: 1, expiry: 1, permissions: [{ type: 'native-token-transfer' }] }]],
    ['wallet_grantPermissions', [{ chainId: '0x1', expiry: '1', permissions: [{ type: 'native-token-transfer' }] }]],
    ['wallet_grantPermissions', [{ chainId: '0x1', expiry: 1, permissions: [{ data: {} }] }]],
    ['wallet_revokePermissions', ['eth_accounts']],
    ['eth_sendUserOperation', ['0xop']],
    ['eth_signTypedData_v3', ['0xabc']],
  ])('decodes %s params %j at the router: bad ones are refused with -32602, never shown nor forwarded', async (method, params) => {
    const approve = vi.fn(async () => undefined)
    const request = vi.fn(async () => '0x01')
    const chainId = method.startsWith('solana_') ? solana.caipNetworkId : mainnet.caipNetworkId
    const route = createRpcRouter(deps({ approve, connector: () => ({ request }), smartSessions: () => true }))
    await expect(route({ method, params, chainId } as never)).rejects.toMatchObject({ code: -32602 })
    expect(approve).not.toHaveBeenCalled()
    expect(request).not.toHaveBeenCalled()
  })

  it('gives every method that reaches an approval a decoder of its own', () => {
    expect(METHODS.filter((s) => s.policy === 'approve' && !s.decode).map((s) => s.method)).toEqual([])
  })

  it.each([
    ['sendTransfer', ['bc1q…', '1000']],
    ['sendTransfer', { recipientAddress: 'bcrt1q…', amount: '0' }],
    ['sendTransfer', { recipientAddress: 'bcrt1q…', amount: '1.5' }],
    ['sendTransfer', { recipientAddress: 'bcrt1q…', amount: 1000 }],
    ['sendTransfer', { amount: '1000' }],
    ['signMessage', 'hello'],
    ['signPsbt', undefined],
    ['signPsbt', { psbt: 'not base64!' }],
  ])('refuses the generic-view method %s with params %j that are no object of named params (-32602)', (method, params) => {
    expect(() => methodSpecOf('bip122', method)?.decode?.(params)).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('passes valid approval params on as the very object the dapp sent', () => {
    const grant = [{ chainId: '0x1', expiry: 1, permission: { type: 'contract-call', data: { address: '0x01' } } }]
    const cases: [string, string, unknown][] = [
      ['solana', 'solana_signMessage', { message: 'Cn8eVZg', pubkey: 'x' }],
      ['solana', 'solana_signTransaction', { transaction: 'AQAB' }],
      ['solana', 'solana_signAndSendTransaction', { transaction: 'AQAB', sendOptions: { skipPreflight: true } }],
      ['solana', 'solana_signAllTransactions', { transactions: ['AQAB', 'AQAC'] }],
      ['eip155', 'wallet_grantPermissions', grant],
      ['eip155', 'wallet_revokePermissions', [{ permissionsContext: '0xc0' }]],
      ['bip122', 'signPsbt', { account: 'bc1q', psbt: 'cHNidP8' }],
    ]
    for (const [namespace, method, params] of cases) expect(methodSpecOf(namespace, method)?.decode?.(params), method).toBe(params)
  })

  it('attacker: refuses a polkadot_signTransaction whose payload is for another chain than the request names (-32602), before any approval or wallet', () => {
    const address = '13s5Zo9yW3UM4TBEnuEr7z4CCPmXWKm4P9ZWVWpQD1xQjr5q'
    const payload = { address, method: '0x0503', genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3', specVersion: '0x00000001' }
    const decode = methodSpecOf('polkadot', 'polkadot_signTransaction')!.decode!
    const own = { address, transactionPayload: payload }
    expect(decode(own, polkadot)).toBe(own)
    // Kusama's genesis hash: signed, it would move KSM (12 decimals) while the approval reads DOT.
    const kusama = { address, transactionPayload: { ...payload, genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe' } }
    expect(() => decode(kusama, polkadot)).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('says in the rows, not in the router, which methods answer from the account, disconnect, switch chains or wait for a grant', () => {
    const rows = (pick: (s: (typeof METHODS)[number]) => unknown) => Object.fromEntries(METHODS.filter((s) => pick(s) !== undefined && pick(s) !== false).map((s) => [s.method, pick(s)]))
    expect(rows((s) => s.accounts)).toEqual({ eth_accounts: 'list', eth_coinbase: 'address', bitcoin_getAccounts: 'list', bitcoin_requestAccounts: 'connect', eth_requestAccounts: 'connect', polkadot_getAccounts: 'list', polkadot_requestAccounts: 'connect', solana_getAccounts: 'list', solana_requestAccounts: 'connect' })
    expect(Object.keys(rows((s) => s.awaitsRestore)).sort()).toEqual(['bitcoin_getAccounts', 'eth_accounts', 'eth_coinbase', 'eth_requestAccounts', 'polkadot_getAccounts', 'solana_getAccounts'])
    expect(Object.keys(rows((s) => s.disconnects))).toEqual(['bitcoin_disconnect', 'solana_disconnect', 'wallet_revokePermissions'])
    expect(Object.keys(rows((s) => s.switchesTo))).toEqual(['wallet_switchEthereumChain'])
    expect(Object.keys(rows((s) => s.needsSmartSessions))).toEqual(['wallet_grantPermissions'])
    expect(Object.keys(rows((s) => s.runsUnderGrant))).toEqual(['wallet_sendCalls'])
    expect(Object.keys(rows((s) => s.fromNetwork))).toEqual(['eth_chainId', 'net_version'])
  })

  it('reads each row\'s facts: what disconnects, which chain a switch asks for, what a read answers from the network', () => {
    const spec = (method: string) => METHODS.find((s) => s.method === method)!
    expect(spec('solana_disconnect').disconnects?.(undefined)).toBe(true)
    expect(spec('wallet_revokePermissions').disconnects?.([{ eth_accounts: {} }])).toBe(true)
    expect(spec('wallet_revokePermissions').disconnects?.([{ permissionsContext: '0xc0' }])).toBe(false)
    expect(spec('wallet_switchEthereumChain').switchesTo?.([{ chainId: '0x89' }])).toBe(137)
    expect(spec('eth_chainId').fromNetwork?.(mainnet)).toBe('0x1')
    expect(spec('net_version').fromNetwork?.(mainnet)).toBe('1')
  })

  it('hands the approval typed params (typed data read once) and the wallet the dapp\'s own', async () => {
    const typed = { domain: { name: 'Permit' }, primaryType: 'Permit', message: { value: '1' }, types: {} }
    const params = ['0xabc', JSON.stringify(typed)]
    const approve = vi.fn(async () => undefined)
    const request = vi.fn(async () => '0xsig')
    await createRpcRouter(deps({ approve, connector: () => ({ request }) }))({ method: 'eth_signTypedData_v4', params })
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ params: ['0xabc', expect.objectContaining({ primaryType: 'Permit', domain: { name: 'Permit' } })] }))
    expect(request).toHaveBeenCalledWith({ method: 'eth_signTypedData_v4', params, chainId: mainnet.caipNetworkId })
  })

  it('sends the modal\'s own airlock_siwx_* calls through the router, on any network, signed in or not', async () => {
    const session = { data: {}, message: 'm', signature: '0x1' }
    const siwx = { session: vi.fn(async () => session), signOut: vi.fn(async () => null) }
    const route = createRpcRouter(deps({ address: () => undefined, activeNetwork: () => undefined, siwx }))
    await expect(route({ method: 'airlock_siwx_getSession' })).resolves.toBe(session)
    await expect(route({ method: 'airlock_siwx_signOut' })).resolves.toBeNull()
    expect(siwx.signOut).toHaveBeenCalledOnce()
    expect(methodSpecOf('solana', 'airlock_siwx_getSession')?.policy).toBe('modal')
  })

  it('answers eth_blobBaseFee (added as one file) from the network endpoint, signed in or not', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x1' })))
    vi.stubGlobal('fetch', fetch)
    try {
      await expect(createRpcRouter(deps({ address: () => undefined }))({ method: 'eth_blobBaseFee' })).resolves.toBe('0x1')
      const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
      expect(JSON.parse(String(init.body))).toMatchObject({ method: 'eth_blobBaseFee' })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
