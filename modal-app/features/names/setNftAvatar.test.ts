import { recoverMessageAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { mainnet } from '../../../shared/networks/networks'
import type { NftItem } from '../../../shared/nfts/types'
import { makeStore } from '../../app/makeStore'
import type { ConnectorHub } from '../../wallets/Connector'
import { bindHub } from '../../wallets/hubAccess'
import { accountUpdated } from '../../state/account/accountSlice'
import { resolveApproval } from '../../requests/approvals/resolveApproval'
import { modalOpened } from '../../state/modal/modalActions'
import { optionsReceived } from '../../state/options/optionsSlice'
import { startTestDataServer } from '../../testing/testDataServer'
import { portfolioApi } from '../../state/dataService/portfolioApi'
import { viewPushed } from '../../state/router/routerSlice'
import { setNftAvatar } from './setNftAvatar'
import { operatorRuns } from '../../testing/operatorRuns'

const key = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const nft: NftItem = { chainId: 'eip155:1', contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', tokenId: '7', standard: 'erc721', amount: '1', name: 'Airlock Badge #7', description: null, image: 'http://127.0.0.1:1/badges/7.svg', collection: { name: 'Airlock Badges', symbol: 'ABDG' }, tokenUri: null }
let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

async function setup(attributesAnswer: [number, unknown]) {
  const server = await startTestDataServer((path) => (path.startsWith('/v1/identity/') ? [200, { name: 'alice.airlock', avatar: nft.image }] : attributesAnswer))
  close = server.close
  const store = makeStore()
  store.dispatch(operatorRuns({ apiUrl: server.url }))
  store.dispatch(optionsReceived({ projectId: 'airlock-demo', networks: [mainnet], services: { apiUrl: server.url } }))
  store.dispatch(accountUpdated({ namespace: 'eip155', address: key.address, status: 'connected' }))
  bindHub(store, { registry: { get: () => ({ request: async ({ params }: { params?: unknown }) => key.signMessage({ message: { raw: (params as [Hex])[0] } }) }) } } as unknown as ConnectorHub)
  store.dispatch(modalOpened())
  store.dispatch(viewPushed('Account'))
  return { store, seen: server.seen }
}

async function approve(store: ReturnType<typeof makeStore>, outcome: 'success' | 'cancel' = 'success') {
  await expect.poll(() => store.getState().approvals.stack.length).toBe(1)
  store.dispatch(resolveApproval(store.getState().approvals.stack[0]!.id, outcome))
}

describe('setNftAvatar', () => {
  it('signs the ENS-style avatar record after approval, posts it for the name and reads the identity again', async () => {
    const { store, seen } = await setup([200, { name: 'alice.airlock', addresses: {}, attributes: {}, created_at: 1 }])
    const run = store.dispatch(setNftAvatar(nft, 'alice.airlock'))
    await approve(store)
    await expect(run).resolves.toBe(true)
    const post = seen.find((r) => r.method === 'POST')!
    expect(post.path).toBe('/v1/profile/account/alice.airlock/attributes')
    const body = JSON.parse(post.body) as { coin_type: number; address: string; message: string; signature: Hex }
    expect(JSON.parse(body.message)).toMatchObject({ name: 'alice.airlock', attributes: { avatar: `eip155:1/erc721:${nft.contract}/7` } })
    expect(await recoverMessageAddress({ message: body.message, signature: body.signature })).toBe(key.address)
    const identity = portfolioApi.endpoints.identity.select({ address: key.address })(store.getState() as never)
    expect(identity.data).toEqual({ name: 'alice.airlock', avatar: nft.image })
    expect(store.getState().notifications).toMatchObject({ message: 'Avatar updated', variant: 'success' })
  })

  it("a declined approval posts nothing and reads 'Signature declined'", async () => {
    const { store, seen } = await setup([200, {}])
    const run = store.dispatch(setNftAvatar(nft, 'alice.airlock'))
    await approve(store, 'cancel')
    await expect(run).resolves.toBe(false)
    expect(seen.filter((r) => r.method === 'POST')).toEqual([])
    expect(store.getState().notifications.message).toBe('Signature declined')
  })

  it("shows the service's reason when it refuses", async () => {
    const { store } = await setup([400, { error: 'Invalid avatar', message: 'x', reasons: [{ description: 'Only EIP-155 NFT avatars, erc721 and erc1155' }] }])
    const run = store.dispatch(setNftAvatar(nft, 'alice.airlock'))
    await approve(store)
    await expect(run).resolves.toBe(false)
    expect(store.getState().notifications).toMatchObject({ message: 'Only EIP-155 NFT avatars, erc721 and erc1155', variant: 'error' })
  })
})
