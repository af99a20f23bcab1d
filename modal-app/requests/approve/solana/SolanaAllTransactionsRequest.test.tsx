// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { solanaDevnet } from '../../../../shared/networks/networks'
import { makeStore } from '../../../app/makeStore'
import { renderInStore } from '../../../testing/renderInStore'
import { optionsReceived } from '../../../state/options/optionsSlice'
import { decodeSolanaTransactions } from '../../methods/internal/decodeSolanaParams'
import type { SolanaAllTransactionsParams } from '../../methods/params'
import SolanaAllTransactionsRequest from './SolanaAllTransactionsRequest'

// Two legacy SOL transfers (web3.js, unsigned) from FROM to TO: 1,000,000 and 2,500,000 lamports.
const FROM = 'GyGKxMyg1p9SsHfm15MkNUu1u9TN2JtTspcdmrtGUdse'
const TO = 'EdmxWPmx2WH6WgFfTdu9xfkYf3k1g5wD1zccTVySEEh1'
const HEAD = 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAED7UkoxijRwsbq6QM4kFmVYSlZJzpcY/k2NsFGFKyHN9HKk6wXBRhwcdZ7g8f/Dv6BCOjsRTBXXXcmh5Mz29q+fAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAzlnbUID8LG07z3ypBxLTwuXmwo8n8N+7mVO9sIlMA6sBAgIAAQwCAAAA'
const TRANSFERS = [`${HEAD}QEIPAAAAAAA=`, `${HEAD}oCUmAAAAAAA=`]

function render(params: SolanaAllTransactionsParams) {
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

  it('never gets an empty or malformed list: the router refuses it with -32602 before any approval', () => {
    for (const params of [{ transactions: [] }, undefined, { transactions: [42] }]) expect(() => decodeSolanaTransactions(params)).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('shows a transaction it cannot read as unreadable', () => {
    expect(render({ transactions: ['not base64'] })('airlock-approve-unreadable')).toHaveLength(1)
  })
})
