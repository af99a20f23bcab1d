// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { solanaDevnet } from '../../../../shared/networks/networks'
import { makeStore } from '../../../app/makeStore'
import { renderInStore } from '../../../testing/renderInStore'
import { optionsReceived } from '../../../state/options/optionsSlice'
import SolanaAllTransactionsRequest from './SolanaAllTransactionsRequest'

// Two legacy SOL transfers (web3.js, unsigned) from FROM to TO: 1,000,000 and 2,500,000 lamports.
const FROM = 'GyGKxMyg1p9SsHfm15MkNUu1u9TN2JtTspcdmrtGUdse'
const TO = 'EdmxWPmx2WH6WgFfTdu9xfkYf3k1g5wD1zccTVySEEh1'
const HEAD = 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAED7UkoxijRwsbq6QM4kFmVYSlZJzpcY/k2NsFGFKyHN9HKk6wXBRhwcdZ7g8f/Dv6BCOjsRTBXXXcmh5Mz29q+fAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAzlnbUID8LG07z3ypBxLTwuXmwo8n8N+7mVO9sIlMA6sBAgIAAQwCAAAA'
const TRANSFERS = [`${HEAD}QEIPAAAAAAA=`, `${HEAD}oCUmAAAAAAA=`]

function render(params: unknown) {
  const store = makeStore()
  // No endpoint answers here: the simulation shows as failed, the instructions still read in full.
  store.dispatch(optionsReceived({ projectId: 'p', networks: [solanaDevnet], customRpcUrls: { [solanaDevnet.caipNetworkId]: 'http://127.0.0.1:9' } }))
  const { container } = renderInStore(<SolanaAllTransactionsRequest method="solana_signAllTransactions" params={params} network={solanaDevnet} />, store)
  return (id: string) => [...container.querySelectorAll(`[data-testid="${id}"]`)].map((e) => e.textContent)
}

describe('SolanaAllTransactionsRequest', () => {
  it('lists every transaction in order, each headed "Transaction n of m" with its decoded instructions', () => {
    const texts = render({ transactions: TRANSFERS })
    expect(texts('airlock-approve-solana-transaction').map((t) => t!.slice(0, 18))).toEqual(['Transaction 1 of 2', 'Transaction 2 of 2'])
    expect(texts('airlock-approve-solana-instruction')).toEqual([`Send 0.001 SOL from ${FROM} to ${TO}`, `Send 0.0025 SOL from ${FROM} to ${TO}`])
  })

  it('shows an empty or malformed list as unreadable', () => {
    expect(render({ transactions: [] })('airlock-approve-unreadable')).toHaveLength(1)
    expect(render(undefined)('airlock-approve-unreadable')).toHaveLength(1)
  })
})
