// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { mainnet } from '../../../shared/networks'
import { makeStore } from '../../app/makeStore'
import { optionsReceived } from '../options/optionsSlice'
import { sendDraftUpdated } from '../send/sendSlice'
import { startTestDataServer } from '../../testing/testDataServer'
import { operatorRuns } from '../../testing/operatorRuns'
import { renderInStore } from '../../testing/renderInStore'
import { useBalanceQuery } from './useBalanceQuery'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const eth = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 30000, price: 3000, quantity: { decimals: '18', numeric: '10' }, iconUrl: '' }

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

function Balances() {
  const q = useBalanceQuery({ address, caipNetworkId: 'eip155:1' })
  return <p data-testid="state">{q.isError ? 'failed' : q.data ? `${q.data.balances.length} token(s)` : 'loading'}</p>
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 50)))

describe('useBalanceQuery', () => {
  it('fetches again by itself once the failure’s 30 s block is over, and not before: the view recovers without being left', async () => {
    let down = true
    const server = await startTestDataServer((path) => (path === '/v1/supported-chains' ? [200, { http: ['eip155:1'], ws: [] }] : down ? [502, { error: 'Chain Unavailable', message: 'down' }] : [200, { balances: [eth] }]))
    close = server.close
    const tries = () => server.seen.filter((r) => r.path.endsWith('/balance')).length
    const store = makeStore()
    store.dispatch(operatorRuns({ apiUrl: server.url }))
    store.dispatch(optionsReceived({ projectId: 'airlock-demo', networks: [mainnet], services: { apiUrl: server.url } }))
    const { q } = renderInStore(<Balances />, store)
    while (q('state')!.textContent === 'loading') await settle()
    expect(q('state')!.textContent).toBe('failed')
    expect(tries()).toBe(1)
    // Inside the block: nothing more is asked of the service.
    down = false
    for (let i = 0; i < 6; i++) await settle()
    expect(tries()).toBe(1)
    expect(q('state')!.textContent).toBe('failed')
    // The block is over (its start 30 s back, as time would have it): the view fetches on its own.
    await act(async () => void store.dispatch(sendDraftUpdated({ lastRetry: Date.now() - 30_001 })))
    while (q('state')!.textContent !== '1 token(s)') await settle()
    expect(tries()).toBe(2)
  })
})
