import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { hexToBytes } from '@noble/hashes/utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinNetworkParams } from '../../../shared/bitcoin/bitcoinNetworkParams'
import { bitcoinRegtest } from '../../../shared/networks/networks'
import { startBitcoin, type RunningBitcoin } from '../../../services/bitcoin/startBitcoin'
import { bitcoinTestAccounts } from '../../../services/bitcoin/testAccounts'
import { readBitcoinHistory } from './readBitcoinHistory'
import { fetchBitcoinBalance } from './fetchBitcoinBalance'

const regtest = bitcoinNetworkParams('regtest')
const [alice, bob] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0], (typeof bitcoinTestAccounts)[0]]
let chain: RunningBitcoin

beforeAll(async () => {
  chain = await startBitcoin({ port: 0 })
})

afterAll(async () => {
  await chain?.stop()
})

describe('readBitcoinHistory and fetchBitcoinBalance against the local Bitcoin chain', () => {
  it('reads a received coin and a send (its amount with the fee) newest first, and the balance moving with them', async () => {
    expect(await fetchBitcoinBalance(chain.url, bitcoinRegtest.caipNetworkId, alice.paymentAddress)).toBe('1')
    const [coin] = (await (await fetch(`${chain.url}/address/${alice.paymentAddress}/utxo`)).json()) as { txid: string; vout: number; value: number }[]
    const tx = new Transaction()
    tx.addInput({ txid: coin!.txid, index: coin!.vout, witnessUtxo: { script: OutScript.encode(Address(regtest).decode(alice.paymentAddress)), amount: BigInt(coin!.value) } })
    tx.addOutputAddress(bob.paymentAddress, 30_000_000n, regtest)
    tx.addOutputAddress(alice.paymentAddress, 69_990_000n, regtest)
    tx.signIdx(hexToBytes(alice.paymentKey), 0)
    tx.finalize()
    expect(await (await fetch(`${chain.url}/tx`, { method: 'POST', body: tx.hex })).text()).toBe(tx.id)

    const history = await readBitcoinHistory(chain.url, bitcoinRegtest.caipNetworkId, alice.paymentAddress)
    expect(history.map((t) => [t.metadata.operationType, t.metadata.status, t.transfers[0]?.direction, t.transfers[0]?.quantity.numeric])).toEqual([
      ['send', 'pending', 'out', '0.3001'],
      ['receive', 'confirmed', 'in', '1'],
    ])
    expect(history[0]!.metadata.sentTo).toBe(bob.paymentAddress)
    expect(history[0]!.metadata.chain).toBe(bitcoinRegtest.caipNetworkId)
    expect(await fetchBitcoinBalance(chain.url, bitcoinRegtest.caipNetworkId, alice.paymentAddress)).toBe('0.6999')
    // An address of another network is not asked about (the account and the network switch one after the other).
    await expect(fetchBitcoinBalance(chain.url, bitcoinRegtest.caipNetworkId, 'tb1qw4fzp07lhxpukhrge2m07ja2frww3zjqna4hju')).rejects.toThrow(/not of this network/)
    expect(await readBitcoinHistory(chain.url, bitcoinRegtest.caipNetworkId, 'tb1qw4fzp07lhxpukhrge2m07ja2frww3zjqna4hju')).toEqual([])
    // Priced, a receipt has its USD value (the activity list takes an unpriced receipt for spam).
    expect((await readBitcoinHistory(chain.url, bitcoinRegtest.caipNetworkId, bob.paymentAddress, 60_000))[0]).toMatchObject({ metadata: { operationType: 'receive', sentFrom: alice.paymentAddress }, transfers: [{ direction: 'in', quantity: { numeric: '0.3' }, price: 60_000, value: 18_000 }] })
  })
})
