import { describe, expect, it, vi } from 'vitest'
import { ErrorText } from '../../../shared/errors/messages'
import { UserRejectedRequestError } from '../../../shared/errors/ProviderRpcError'
import { mainnet } from '../../../shared/networks/networks'
import { makeStore } from '../../app/makeStore'
import type { TokenBalance } from '../../state/account/accountTypes'
import { accountUpdated } from '../../state/account/accountSlice'
import { modalOpened } from '../../state/modal/modalActions'
import { caipNetworkChanged } from '../../state/network/networkSlice'
import { viewPushed } from '../../state/router/routerSlice'
import { sendDraftUpdated } from '../../state/send/sendSlice'
import { startSend } from './startSend'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' }
const HASH = `0x${'ab'.repeat(32)}`

function setup(request: (args: { method: string; params?: unknown }) => Promise<unknown>) {
  const store = makeStore()
  store.dispatch(caipNetworkChanged(mainnet))
  store.dispatch(accountUpdated({ namespace: 'eip155', address: from, status: 'connected' }))
  store.dispatch(modalOpened())
  store.dispatch(viewPushed('Account'))
  store.dispatch(viewPushed('WalletSend'))
  store.dispatch(viewPushed('WalletSendPreview'))
  store.dispatch(sendDraftUpdated({ token: eth, sendTokenAmount: '0.5', receiverAddress: to, gasPrice: '1000000000' }))
  const connector = { request: vi.fn(request) }
  const run = startSend({ getState: store.getState, dispatch: store.dispatch, connector: (ns) => (ns === 'eip155' ? connector : undefined) })
  return { store, connector, run }
}

describe('startSend', () => {
  it('sends the reviewed draft through the connector with no second in-modal approval, resets to Account with the toast and clears the draft', async () => {
    const { store, connector, run } = setup(async () => HASH)
    // The visitor confirmed it on the review: the wallet is asked at once, the approval view never shows.
    expect(store.getState().approvals.stack).toEqual([])
    expect(store.getState().router.history.map((e) => e.view)).not.toContain('ApproveTransaction')
    await expect(run).resolves.toBe(HASH)
    expect(connector.request).toHaveBeenCalledWith({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: '0x6f05b59d3b20000', chainId: '0x1' }],
      chainId: 'eip155:1',
    })
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Account'])
    expect(store.getState().notifications).toMatchObject({ message: ErrorText.transactionStarted, variant: 'success' })
    expect(store.getState().send).toMatchObject({ loading: false, tokenBalances: [] })
    expect(store.getState().send.receiverAddress).toBeUndefined()
  })
  it("a wallet failure shows 'Something went wrong'; the wallet's own refusal shows nothing and leaves the preview and the draft", async () => {
    const failing = setup(async () => Promise.reject(new Error('nonce too low')))
    await failing.run
    expect(failing.store.getState().notifications).toMatchObject({ message: ErrorText.somethingWentWrong, variant: 'error' })
    expect(failing.store.getState().router.history.at(-1)?.view).toBe('WalletSendPreview')

    const refused = setup(async () => Promise.reject(new UserRejectedRequestError()))
    await refused.run
    expect(refused.store.getState().notifications.message).toBe('')
    expect(refused.store.getState().router.history.at(-1)?.view).toBe('WalletSendPreview')
    expect(refused.store.getState().send).toMatchObject({ loading: false, receiverAddress: to })
  })
  it('a bad draft shows the exact text and asks nothing', async () => {
    const store = makeStore()
    store.dispatch(caipNetworkChanged(mainnet))
    store.dispatch(accountUpdated({ namespace: 'eip155', address: from, status: 'connected' }))
    store.dispatch(sendDraftUpdated({ token: eth, sendTokenAmount: 'abc', receiverAddress: to, gasPrice: '1' }))
    const request = vi.fn()
    await startSend({ getState: store.getState, dispatch: store.dispatch, connector: () => ({ request }) })
    expect(store.getState().notifications).toMatchObject({ message: ErrorText.invalidAmountReceiver, variant: 'error' })
    expect(store.getState().approvals.stack).toEqual([])
    expect(request).not.toHaveBeenCalled()
  })
})
