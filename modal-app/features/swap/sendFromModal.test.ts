// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { base, mainnet } from '../../../shared/networks/networks'
import type { SwapTransaction } from '../../../shared/swap/types'
import { makeStore } from '../../app/makeStore'
import { accountUpdated } from '../../state/account/accountSlice'
import { caipNetworkChanged } from '../../state/network/networkSlice'
import { optionsReceived } from '../../state/options/optionsSlice'
import type { ConnectorHub, RequestArgs } from '../../wallets/Connector'
import { bindHub } from '../../wallets/hubAccess'
import { sendFromModal } from './sendFromModal'

const tx: SwapTransaction = { from: '0x1111111111111111111111111111111111111111', to: '0x2222222222222222222222222222222222222222', data: '0x12345678', value: '0', eip155: { gas: '100000', gasPrice: '1000000000' } }

/** A store with a connected eip155 account on Ethereum and a hub whose eip155 connector records what it is asked. */
function setup() {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, base] }))
  store.dispatch(accountUpdated({ namespace: 'eip155', address: tx.from, status: 'connected' }))
  const asked: RequestArgs[] = []
  const connector = { request: async (args: RequestArgs) => (asked.push(args), '0xabc') }
  bindHub(store, { connectors: [], registry: { get: (namespace: string) => (namespace === 'eip155' ? connector : undefined) } } as unknown as ConnectorHub)
  return { store, asked }
}

describe('sendFromModal: a transaction the modal built goes to the chain it was built for', () => {
  it('the dapp switched the modal to Base after the swap was reviewed on Ethereum: it is still sent on Ethereum', async () => {
    const { store, asked } = setup()
    store.dispatch(caipNetworkChanged(base))
    await expect(store.dispatch(sendFromModal(tx, mainnet.caipNetworkId, true))).resolves.toBe('0xabc')
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ method: 'eth_sendTransaction', chainId: 'eip155:1' })
  })

  it('an approval it needs shows the chain it was built for, not the one active now', () => {
    const { store } = setup()
    store.dispatch(caipNetworkChanged(base))
    void store.dispatch(sendFromModal(tx, mainnet.caipNetworkId, false)).catch(() => undefined)
    expect(store.getState().approvals.stack.map((a) => a.request?.caipNetworkId)).toEqual(['eip155:1'])
  })
})
