import { afterEach, describe, expect, it } from 'vitest'
import { bitcoin, mainnet } from '../../../shared/networks/networks'
import type { NftItem } from '../../../shared/nfts/types'
import { makeStore } from '../../app/makeStore'
import { optionsReceived } from '../../state/options/optionsSlice'
import { startTestDataServer } from '../../testing/testDataServer'
import { nftsApi } from './nftsApi'
import { operatorRuns } from '../../testing/operatorRuns'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nft: NftItem = { chainId: 'eip155:1', contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', tokenId: '1', standard: 'erc721', amount: '1', name: 'Airlock Badge #1', description: null, image: 'http://127.0.0.1:1/b.svg', collection: { name: 'Airlock Badges', symbol: 'ABDG' }, tokenUri: null }

async function setup(nftsAnswer: [number, unknown]) {
  const server = await startTestDataServer((path) => (path === '/v1/supported-chains' ? [200, { http: ['eip155:1'], ws: [] }] : nftsAnswer))
  close = server.close
  const store = makeStore()
  store.dispatch(operatorRuns({ apiUrl: server.url }))
  store.dispatch(optionsReceived({ projectId: 'airlock-demo', networks: [mainnet, bitcoin], services: { apiUrl: server.url } }))
  return { store, seen: server.seen }
}

describe('nftsApi accountNfts', () => {
  it('asks the data service for the address on the active chain, with the project id', async () => {
    const { store, seen } = await setup([200, { nfts: [nft] }])
    const result = await store.dispatch(nftsApi.endpoints.accountNfts.initiate({ address, caipNetworkId: 'eip155:1' }))
    expect(result.data).toEqual({ nfts: [nft] })
    const call = seen.find((r) => r.path === `/v1/account/${address}/nfts`)!
    expect(call.query.get('chainId')).toBe('eip155:1')
    expect(call.query.get('projectId')).toBe('airlock-demo')
  })

  it('answers an empty list without a request on a network the service does not serve', async () => {
    const { store, seen } = await setup([200, { nfts: [nft] }])
    const result = await store.dispatch(nftsApi.endpoints.accountNfts.initiate({ address, caipNetworkId: 'eip155:8453' }))
    expect(result.data).toEqual({ nfts: [] })
    expect(seen.filter((r) => r.path.endsWith('/nfts'))).toEqual([])
  })

  it('passes a failure on as an error, so the tab can say so', async () => {
    const { store } = await setup([500, { error: 'Internal Server Error', message: 'down' }])
    const result = await store.dispatch(nftsApi.endpoints.accountNfts.initiate({ address, caipNetworkId: 'eip155:1' }))
    expect(result.error).toMatchObject({ status: 500 })
  })
})
