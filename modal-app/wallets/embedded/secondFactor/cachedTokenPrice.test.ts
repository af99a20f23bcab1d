import { describe, expect, it } from 'vitest'
import { mainnet } from '../../../../shared/networks/networks'
import { makeStore } from '../../../app/makeStore'
import { portfolioApi } from '../../../state/dataService/portfolioApi'
import { cachedTokenPrice } from './cachedTokenPrice'

const AUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const MINT = '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK'
const balance = (chainId: string, address: string, price: number, decimals: string) => ({ name: 'T', symbol: 'T', chainId, address: `${chainId}:${address}`, value: 0, price, quantity: { decimals, numeric: '1' }, iconUrl: '' })

describe('cachedTokenPrice', () => {
  it('reads a token’s price and decimals from a cached balance on the network, an EVM address in any case, a mint exactly', async () => {
    const store = makeStore()
    await store.dispatch(portfolioApi.util.upsertQueryData('balance', { address: '0x01', caipNetworkId: 'eip155:1' }, { balances: [balance('eip155:1', AUSD, 1, '6')] }) as never)
    await store.dispatch(portfolioApi.util.upsertQueryData('balance', { address: 'So1', caipNetworkId: SOLANA }, { balances: [balance(SOLANA, MINT, 2.5, '9')] }) as never)
    expect(cachedTokenPrice(store.getState(), mainnet, AUSD.toLowerCase())).toEqual({ usdPrice: 1, decimals: 6 })
    expect(cachedTokenPrice(store.getState(), { caipNetworkId: SOLANA }, MINT)).toEqual({ usdPrice: 2.5, decimals: 9 })
    expect(cachedTokenPrice(store.getState(), { caipNetworkId: SOLANA }, MINT.toLowerCase())).toBeUndefined()
  })

  it('has none for a token no cached balance lists, or one listed on another network', async () => {
    const store = makeStore()
    expect(cachedTokenPrice(store.getState(), mainnet, AUSD)).toBeUndefined()
    await store.dispatch(portfolioApi.util.upsertQueryData('balance', { address: '0x01', caipNetworkId: 'eip155:8453' }, { balances: [balance('eip155:8453', AUSD, 1, '6')] }) as never)
    expect(cachedTokenPrice(store.getState(), mainnet, AUSD)).toBeUndefined()
  })
})
