import { describe, expect, it, vi } from 'vitest'
import { ErrorText } from '../../../shared/errors/messages'
import { ProviderRpcError } from '../../../shared/errors/ProviderRpcError'
import { arbitrum, base, mainnet } from '../../../shared/networks/networks'
import { addChainParams } from './addChainParams'
import { networkForChainId, parseChainId } from '../../state/network/networkForChainId'
import { switchEvmChain } from './switchEvmChain'

const rejectWith = (code: number) => Promise.reject(new ProviderRpcError('no', { code }))

describe('addChainParams (chain id, rpc url, name, currency, explorer)', () => {
  it('puts the customRpcUrls entry first', () => {
    expect(addChainParams(base, { 'eip155:8453': 'http://127.0.0.1:18546' })).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:18546', 'https://mainnet.base.org'],
      blockExplorerUrls: ['https://basescan.org'],
    })
  })
  it('uses the network RPC without a custom one', () => {
    expect(addChainParams(arbitrum).rpcUrls).toEqual(['https://arb1.arbitrum.io/rpc'])
  })
})

describe('switchEvmChain', () => {
  it('switches when the wallet knows the chain', async () => {
    const request = vi.fn(async () => null)
    await switchEvmChain(request, base)
    expect(request.mock.calls).toEqual([[{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }]])
  })
  it('adds the chain on 4902, then switches again', async () => {
    const request = vi.fn().mockImplementationOnce(() => rejectWith(4902)).mockResolvedValue(null)
    await switchEvmChain(request, base, { 'eip155:8453': 'http://x' })
    expect(request.mock.calls.map((c) => c[0].method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(request.mock.calls[1]![0].params[0].rpcUrls[0]).toBe('http://x')
  })
  it('keeps a refusal as 4001', async () => {
    await expect(switchEvmChain(() => rejectWith(4001), base)).rejects.toMatchObject({ code: 4001 })
    const addRefused = vi.fn().mockImplementationOnce(() => rejectWith(4902)).mockImplementationOnce(() => rejectWith(4001))
    await expect(switchEvmChain(addRefused, base)).rejects.toMatchObject({ code: 4001 })
  })
  it('any other failure reads the switch text with code 5000', async () => {
    await expect(switchEvmChain(() => rejectWith(-32601), mainnet)).rejects.toMatchObject({ code: 5000, message: ErrorText.switchChainFailed(1) })
    const addFails = vi.fn().mockImplementationOnce(() => rejectWith(4902)).mockImplementationOnce(() => rejectWith(-32603))
    await expect(switchEvmChain(addFails, base)).rejects.toMatchObject({ code: 5000, message: ErrorText.switchChainFailed(8453) })
  })
})

describe('networkForChainId', () => {
  it('finds configured networks and marks unknown chains by id', () => {
    expect(networkForChainId([mainnet, base], 8453)).toBe(base)
    expect(networkForChainId([mainnet], 10)).toMatchObject({ caipNetworkId: 'eip155:10', chainNamespace: 'eip155' })
  })
  it('parses hex and decimal chain ids', () => {
    expect(parseChainId('0x2105')).toBe(8453)
    expect(parseChainId('10')).toBe(10)
    expect(parseChainId(1)).toBe(1)
    expect(parseChainId('0xzz')).toBeUndefined()
    expect(parseChainId(null)).toBeUndefined()
  })
})
