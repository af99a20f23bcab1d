// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mainnet } from '../../../../shared/networks'
import { makeStore } from '../../../app/makeStore'
import { preloadApprovalBodies } from '../../../testing/preloadApprovalBodies'
import { renderInStore } from '../../../testing/renderInStore'
import { requestApproval } from '../../approvals/requestApproval'
import { hostOriginProven, optionsReceived } from '../../../state/options/optionsSlice'
import ApproveTransactionView from './ApproveTransactionView'
import { hashTypedData, recoverTypedDataAddress, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { answerEmbeddedRequest } from '../../../wallets/embedded/internal/answerEmbeddedRequest'

afterEach(() => {
  vi.useRealTimers()
})

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(method: string, params: unknown) {
  vi.useFakeTimers()
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], metadata: { name: 'Uniswap', description: '', url: 'https://uniswap.org', icons: [] } }))
  store.dispatch(hostOriginProven('http://127.0.0.1:15173'))
  const onSuccess = vi.fn()
  const onCancel = vi.fn()
  const data = { method, params: params, caipNetworkId: 'eip155:1', address: ADDRESS }
  store.dispatch(requestApproval({ shown: { view: 'ApproveTransaction' }, request: data, onSuccess, onCancel }))
  const { container, unmount, q: find } = renderInStore(<ApproveTransactionView />, store)
  const q = (id: string) => find<HTMLButtonElement>(id)!
  return { store, onSuccess, onCancel, q, container, unmount }
}

describe('ApproveTransactionView', () => {
  beforeAll(preloadApprovalBodies)

  it('shows the handshake origin as requester, never the metadata, and the decoded message', () => {
    const { q, container } = setup('personal_sign', ['0x68656c6c6f', ADDRESS])
    expect(q('airlock-approve-requester').textContent).toBe('http://127.0.0.1:15173')
    expect(container.textContent).not.toMatch(/uniswap/i)
    expect(q('airlock-approve-message').textContent).toBe('hello')
    expect(q('airlock-approve-account').textContent).toBe('0xf3…b92266')
  })

  it("names the app from its metadata, with the proven origin under it, only when metadata.url is that origin", () => {
    const { q, store } = setup('personal_sign', ['0x68656c6c6f', ADDRESS])
    act(() => void store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], metadata: { name: 'Airlock Demo', description: '', url: 'http://127.0.0.1:15173/', icons: [] } })))
    expect(q('airlock-approve-app-name').textContent).toBe('Airlock Demo')
    expect(q('airlock-approve-requester').textContent).toBe('http://127.0.0.1:15173')
    // A claim for another origin is not shown; the origin still is.
    act(() => void store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], metadata: { name: 'Uniswap', description: '', url: 'https://app.uniswap.org', icons: [] } })))
    expect(q('airlock-approve-app-name')).toBeNull()
    expect(q('airlock-approve-requester').textContent).toBe('http://127.0.0.1:15173')
  })

  it('keeps Approve disabled for 500 ms, and a scripted (untrusted) click never approves', () => {
    const { q, onSuccess } = setup('personal_sign', ['0x68656c6c6f', ADDRESS])
    expect(q('airlock-approve-confirm').disabled).toBe(true)
    act(() => void vi.advanceTimersByTime(499))
    expect(q('airlock-approve-confirm').disabled).toBe(true)
    act(() => void vi.advanceTimersByTime(1))
    expect(q('airlock-approve-confirm').disabled).toBe(false)
    act(() => q('airlock-approve-confirm').click())
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('Reject cancels the request (4001 upstream)', () => {
    const { q, onCancel, store } = setup('eth_sendTransaction', [{ to: ADDRESS, value: '0x38d7ea4c68000' }])
    expect(q('airlock-approve-value').textContent).toBe('0.001 ETH')
    act(() => q('airlock-approve-reject').click())
    expect(onCancel).toHaveBeenCalledOnce()
    expect(store.getState().approvals.stack).toEqual([])
  })

  it('states the action at the top: a send, and a token transfer with its real recipient, never "0 ETH" to the contract', () => {
    const first = setup('eth_sendTransaction', [{ to: ADDRESS, value: '0x38d7ea4c68000' }])
    expect(first.q('airlock-approve-action').textContent).toBe('Send 0.001 ETH to 0xf3…b92266')
    expect(first.q('airlock-approve-address-0').textContent).toBe(ADDRESS)
    // The headline comes before who asks and the details.
    const order = [...first.container.querySelectorAll('[data-testid]')].map((e) => e.getAttribute('data-testid'))
    expect(order.indexOf('airlock-approve-headline')).toBeLessThan(order.indexOf('airlock-approve-app'))
    first.unmount()
    const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const data = `0xa9059cbb${recipient.slice(2).toLowerCase().padStart(64, '0')}${(5_000_000).toString(16).padStart(64, '0')}`
    const { q } = setup('eth_sendTransaction', [{ to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', data }])
    // The token's facts can't be read here: the amount stays in base units, named by its contract.
    expect(q('airlock-approve-action').textContent).toBe('Send 5,000,000 base units of token 0x5F…180aa3 to 0x70…dc79C8')
    expect(q('airlock-approve-recipient').textContent).toBe('0x70…dc79C8')
    expect(q('airlock-approve-summary').textContent).not.toContain('0 ETH')
  })

  it('falls back to the generic body for other methods, and shows it in full', () => {
    const long = 'x'.repeat(5_000)
    const { q } = setup('eth_sendUserOperation', [{ note: long }])
    expect(q('airlock-approve-method').textContent).toBe('eth_sendUserOperation')
    expect(q('airlock-approve-params').textContent).toContain(long)
  })

  it('states a wallet_grantPermissions request in plain words, and names one it cannot grant', () => {
    const expiry = Math.floor(Date.now() / 1000) + 120 * 60
    const game = '0x5555555555555555555555555555555555555555'
    const { q, unmount } = setup('wallet_grantPermissions', [{ chainId: '0x1', expiry, permissions: [{ type: 'native-token-transfer', data: { allowance: '0x2386f26fc10000' } }, { type: 'contract-call', data: { address: game } }] }])
    expect(q('airlock-approve-title').textContent).toBe('Grant permission')
    expect(q('airlock-permission-limit-0').textContent).toBe('May send up to 0.01 ETH in total, to any address.')
    expect(q('airlock-permission-limit-1').textContent).toBe(`May call the contract ${game} (without sending value).`)
    expect(q('airlock-permission-limit-2').textContent).toMatch(/^Until .+ \(in 120 min\)\. It ends earlier if you revoke it\.$/)
    unmount()
    const invalid = setup('wallet_grantPermissions', [{ chainId: '0x1', expiry, permissions: [{ type: 'native-token-stream', data: {} }] }])
    expect(invalid.q('airlock-permission-invalid').textContent).toContain("This permission request cannot be granted: wallet_grantPermissions: unsupported permission 'native-token-stream'")
    invalid.unmount()
    // Attacker: a contract-call on the very account the request acts with (a self-call would upgrade it).
    const self = setup('wallet_grantPermissions', [{ chainId: '0x1', expiry, permissions: [{ type: 'contract-call', data: { address: ADDRESS } }] }])
    expect(self.q('airlock-permission-invalid').textContent).toContain(`wallet_grantPermissions: a permission may not name ${ADDRESS.toLowerCase()} (the smart account itself, the EntryPoint or a paymaster)`)
  })

  it('lists every call of a wallet_sendCalls batch, the last one included', () => {
    const calls = [...Array.from({ length: 11 }, () => ({ to: ADDRESS, value: '0x1' })), { to: ADDRESS, value: '0x56bc75e2d63100000' }]
    const { q } = setup('wallet_sendCalls', [{ version: '2.0.0', calls }])
    expect(q('airlock-approve-calls').querySelectorAll('li')).toHaveLength(12)
    expect(q('airlock-approve-call-11-value').textContent).toBe('100 ETH')
  })

  it("names a known chain and its currency from the modal's data, whatever the dapp calls it", () => {
    vi.useFakeTimers()
    const store = makeStore()
    const renamed = { ...mainnet, name: 'Sepolia Testnet', nativeCurrency: { name: 'S', symbol: 'SepoliaETH', decimals: 36 } }
    store.dispatch(optionsReceived({ projectId: 'p', networks: [renamed] }))
    const data = { method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x4563918244f40000' }], caipNetworkId: 'eip155:1', address: ADDRESS }
    store.dispatch(requestApproval({ shown: { view: 'ApproveTransaction' }, request: data }))
    const { q } = renderInStore(<ApproveTransactionView />, store)
    expect(q('airlock-approve-network')!.textContent).toBe('Ethereum')
    expect(q('airlock-approve-value')!.textContent).toBe('5 ETH')
  })

  it('shows the oldest request with the queue, and Approve acts on exactly the one shown', () => {
    const { store, onCancel, q } = setup('personal_sign', ['0x68656c6c6f', ADDRESS])
    const second = vi.fn()
    const data = { method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }], caipNetworkId: 'eip155:1', address: ADDRESS }
    act(() => void store.dispatch(requestApproval({ shown: { view: 'ApproveTransaction' }, request: data, onCancel: second })))
    expect(q('airlock-approve-queue').textContent).toBe('Request 1 of 2')
    expect(q('airlock-approve').getAttribute('data-method')).toBe('personal_sign')
    act(() => q('airlock-approve-reject').click())
    expect(onCancel).toHaveBeenCalledOnce()
    expect(second).not.toHaveBeenCalled()
    expect(q('airlock-approve').getAttribute('data-method')).toBe('eth_sendTransaction')
    expect(store.getState().router.history.at(-1)?.data?.approvalId).toBe(store.getState().approvals.stack[0]!.id)
  })

  it('attacker: personal_sign of "0X48656c6c6f" shows the literal text the key signs, not "Hello"', async () => {
    const key = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const { q } = setup('personal_sign', ['0X48656c6c6f', key.address])
    const shown = q('airlock-approve-message').textContent!
    expect(shown).toBe('0X48656c6c6f')
    const signature = await answerEmbeddedRequest({ account: () => key, chainId: () => 1, chain: () => Promise.reject(new Error('no chain')) }, { method: 'personal_sign', params: ['0X48656c6c6f', key.address] })
    expect(await verifyMessage({ address: key.address, message: shown, signature: signature as Hex })).toBe(true)
  })

  it('attacker: a typed-data domain salt is shown, as every domain field the key signs', async () => {
    const key = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const salt = `0x${'ab'.repeat(32)}` as Hex
    const typed = {
      domain: { name: 'Permit', version: '1', chainId: 1, verifyingContract: ADDRESS as Hex, salt },
      types: { EIP712Domain: [{ name: 'name', type: 'string' }], Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const { q } = setup('eth_signTypedData_v4', [key.address, typed])
    const domain = q('airlock-approve-domain').textContent!
    expect(domain).toContain(`salt: ${salt}`)
    const signature = (await answerEmbeddedRequest({ account: () => key, chainId: () => 1, chain: () => Promise.reject(new Error('no chain')) }, { method: 'eth_signTypedData_v4', params: [key.address, JSON.stringify(typed)] })) as Hex
    // The signature is over the domain with its salt: without it, it recovers someone else.
    const { EIP712Domain: _, ...types } = typed.types
    const shownDomain = Object.fromEntries(domain.split('\n').map((line) => line.split(': ')).map(([k, v]) => [k, k === 'chainId' ? Number(v) : v]))
    expect(await recoverTypedDataAddress({ domain: shownDomain, types, primaryType: 'Mail', message: typed.message, signature })).toBe(key.address)
    const { salt: _salt, ...unsalted } = typed.domain
    expect(hashTypedData({ domain: unsalted, types, primaryType: 'Mail', message: typed.message })).not.toBe(hashTypedData({ domain: typed.domain, types, primaryType: 'Mail', message: typed.message }))
  })
})
