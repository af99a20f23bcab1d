import { describe, expect, it, vi } from 'vitest'
import type { RemoteApi } from '../../../shared/bridge/channel'
import { base, mainnet } from '../../../shared/networks/networks'
import type { HostApi } from '../../../shared/protocol/api'
import { fakeEip1193Wallet, type FakeEip1193Wallet } from '../../testing/fakeEip1193Wallet'
import { createInjectedClient } from './createInjectedClient'
import { METHOD_FACTS } from '../../requests/methods'

const networks = [mainnet, base]

function clientOf(wallet: FakeEip1193Wallet, host: RemoteApi<HostApi> = wallet.host) {
  const onDisconnected = vi.fn()
  const client = createInjectedClient(host, wallet.info.uuid, { isChainBound: METHOD_FACTS.isChainBound, customRpcUrls: () => undefined, networkOf: (id) => networks.find((n) => n.caipNetworkId === id), onDisconnected })
  return { client, onDisconnected }
}

describe('createInjectedClient', () => {
  it('forwards a request to the wallet as is and returns its answer', async () => {
    const wallet = fakeEip1193Wallet()
    const { client } = clientOf(wallet)
    expect(await client.request({ method: 'personal_sign', params: ['0x68', wallet.accounts[0]] })).toBe('0xsignature')
    expect(wallet.calls).toEqual([{ method: 'personal_sign', params: ['0x68', wallet.accounts[0]] }])
  })

  it('keeps the EIP-1193 code of a wallet rejection (4001 stays 4001)', async () => {
    const wallet = fakeEip1193Wallet()
    wallet.refuse('personal_sign', { code: 4001, message: 'User rejected the request.' })
    await expect(clientOf(wallet).client.request({ method: 'personal_sign', params: ['0x68'] })).rejects.toMatchObject({ code: 4001 })
  })

  it('switches the wallet to the approved chain before a chain-bound request, and not for other methods', async () => {
    const wallet = fakeEip1193Wallet()
    const { client } = clientOf(wallet)
    await client.request({ method: 'eth_sendTransaction', params: [{}], chainId: 'eip155:8453' })
    expect(wallet.chainId).toBe(8453)
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'eth_chainId', 'eth_sendTransaction'])
    wallet.calls.length = 0
    await client.request({ method: 'personal_sign', params: ['0x68'], chainId: 'eip155:1' })
    expect(wallet.calls.map((c) => c.method)).toEqual(['personal_sign'])
  })

  it('refuses with 4901 a chain-bound request when the wallet stays on another chain, or for a chain not configured', async () => {
    const wallet = fakeEip1193Wallet()
    // A wallet that answers the switch but stays where it is.
    const stubborn = { ...wallet.host, walletRequest: (uuid: string, args: { method: string; params?: unknown }) => (args.method === 'wallet_switchEthereumChain' ? Promise.resolve(null) : wallet.host.walletRequest(uuid, args)) } as RemoteApi<HostApi>
    const { client } = clientOf(wallet, stubborn)
    await expect(client.request({ method: 'eth_sendTransaction', params: [{}], chainId: 'eip155:8453' })).rejects.toMatchObject({ code: 4901 })
    await expect(client.request({ method: 'eth_sendTransaction', params: [{}], chainId: 'eip155:10' })).rejects.toMatchObject({ code: 4901 })
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
  })

  it('switchNetwork adds a chain the wallet does not know (4902), and maps a refusal to 4001', async () => {
    const wallet = fakeEip1193Wallet({}, [1])
    await expect(clientOf(wallet).client.switchNetwork(base)).rejects.toMatchObject({ code: expect.any(Number) })
    expect(wallet.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    const refusing = fakeEip1193Wallet()
    refusing.refuse('wallet_switchEthereumChain', { code: 4001, message: 'User rejected the request.' })
    await expect(clientOf(refusing).client.switchNetwork(base)).rejects.toMatchObject({ code: 4001 })
  })

  it('disconnect asks the wallet to revoke its permissions, gives up after 100 ms, then forgets the session', async () => {
    const wallet = fakeEip1193Wallet()
    const { client, onDisconnected } = clientOf(wallet)
    await client.disconnect()
    expect(wallet.calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }])
    expect(onDisconnected).toHaveBeenCalledTimes(1)
    const silent = { ...wallet.host, walletRequest: () => new Promise(() => undefined) } as unknown as RemoteApi<HostApi>
    const hanging = clientOf(wallet, silent)
    await hanging.client.disconnect()
    expect(hanging.onDisconnected).toHaveBeenCalledTimes(1)
  })
})
