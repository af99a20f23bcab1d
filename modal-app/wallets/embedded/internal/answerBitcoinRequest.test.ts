import { Address, OutScript, SigHash, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinNetworkParams } from '../../../../shared/bitcoin/bitcoinNetworkParams'
import { verifyBip322 } from '../../../../shared/bitcoin/verifyBip322'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import { startBitcoin, type RunningBitcoin } from '../../../../services/bitcoin/startBitcoin'
import { bitcoinTestAccounts } from '../../../../services/bitcoin/testAccounts'
import { createBitcoinSigner } from '../keys/createBitcoinSigner'
import { secp256k1Scheme } from '../keys/secp256k1Scheme'
import { esploraCall } from '../../../clients/esplora/esploraCall'
import { answerBitcoinRequest, type BitcoinRequestDeps } from './answerBitcoinRequest'

const regtest = bitcoinNetworkParams('regtest')
let chain: RunningBitcoin
let deps: BitcoinRequestDeps
const { signer } = createBitcoinSigner(secp256k1Scheme.generate())
const [payment, ordinals] = signer.accounts('regtest') as [ReturnType<typeof signer.accounts>[0], ReturnType<typeof signer.accounts>[0]]
const bob = bitcoinTestAccounts[1]!

/** The modal's own Esplora client against the local chain, as the embedded wallet calls it. */
const esplora = (path: string, body?: string): Promise<unknown> => esploraCall(chain.url, path, body)

async function post(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${chain.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(res.status).toBe(200)
}

beforeAll(async () => {
  chain = await startBitcoin({ port: 0 })
  deps = { account: () => signer, network: 'regtest', esplora }
  await post('/regtest/fund', { address: payment.address, sats: 50_000_000 })
})

afterAll(async () => {
  await chain?.stop()
})

describe('answerBitcoinRequest against the local Bitcoin chain', () => {
  it('lists the payment address first, then ordinals', async () => {
    const list = (await answerBitcoinRequest(deps, { method: 'getAccountAddresses', params: {} })) as { address: string; intention: string }[]
    expect(list.map((a) => [a.address, a.intention])).toEqual([
      [payment.address, 'payment'],
      [ordinals.address, 'ordinal'],
    ])
  })

  it('signs a BIP-322 message that verifies for the address', async () => {
    const { signature } = (await answerBitcoinRequest(deps, { method: 'signMessage', params: { address: ordinals.address, message: 'Sign in to airlock' } })) as { signature: string }
    expect(verifyBip322(ordinals.address, 'Sign in to airlock', signature, 'regtest')).toBe(true)
  })

  it('sends a transfer the chain takes: the recipient gets the amount, the change comes back, the fee is paid', async () => {
    const { txid } = (await answerBitcoinRequest(deps, { method: 'sendTransfer', params: { recipientAddress: bob.paymentAddress, amount: '12345678' } })) as { txid: string }
    const tx = (await esplora(`/tx/${txid}`)) as { fee: number; vout: { scriptpubkey_address: string; value: number }[] }
    expect(tx.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: bob.paymentAddress, value: 12_345_678 }))
    const change = tx.vout.find((o) => o.scriptpubkey_address === payment.address)!
    expect(change.value + 12_345_678 + tx.fee).toBe(50_000_000)
    expect(tx.fee).toBeGreaterThan(0)
  })

  it('signs and broadcasts a PSBT the dapp built, and refuses to sign an input that is not the named address', async () => {
    await post('/regtest/mine', { blocks: 1 })
    const [coin] = (await esplora(`/address/${payment.address}/utxo`)) as { txid: string; vout: number; value: number }[]
    const script = OutScript.encode(Address(regtest).decode(payment.address))
    const build = (): Transaction => {
      const tx = new Transaction()
      tx.addInput({ txid: coin!.txid, index: coin!.vout, witnessUtxo: { script, amount: BigInt(coin!.value) } })
      tx.addOutputAddress(bob.ordinalsAddress, 100_000n, regtest)
      tx.addOutputAddress(payment.address, BigInt(coin!.value) - 100_000n - 2_000n, regtest)
      return tx
    }
    await expect(answerBitcoinRequest(deps, { method: 'signPsbt', params: { psbt: bytesBase64.encode(build().toPSBT()), signInputs: [{ address: ordinals.address, index: [0] }] } })).rejects.toThrow(/does not spend/)
    const signed = (await answerBitcoinRequest(deps, { method: 'signPsbt', params: { psbt: bytesBase64.encode(build().toPSBT()), signInputs: [{ address: payment.address, index: [0] }], broadcast: true } })) as { psbt: string; txid: string }
    expect(((await esplora(`/tx/${signed.txid}`)) as { fee: number }).fee).toBe(2000)
  })

  it('refuses a PSBT whose witness UTXO lies about the coin (checked on the chain) or asks for sighash NONE, before any key signs', async () => {
    const funded = (await (await fetch(`${chain.url}/regtest/fund`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: payment.address, sats: 400_000 }) })).json()) as { txid: string }
    const script = OutScript.encode(Address(regtest).decode(payment.address))
    const build = (stated: bigint, sighashType?: number): string => {
      const tx = new Transaction()
      tx.addInput({ txid: funded.txid, index: 0, witnessUtxo: { script, amount: stated }, ...(sighashType === undefined ? {} : { sighashType }) })
      tx.addOutputAddress(bob.paymentAddress, 39_000n, regtest)
      return bytesBase64.encode(tx.toPSBT())
    }
    // Stating 40,000 for a 400,000 coin would hide a 361,000 sat fee behind a 1,000 sat one.
    await expect(answerBitcoinRequest(deps, { method: 'signPsbt', params: { psbt: build(40_000n) } })).rejects.toThrow(/another amount/)
    await expect(answerBitcoinRequest(deps, { method: 'signPsbt', params: { psbt: build(400_000n, SigHash.NONE) } })).rejects.toThrow(/sighash/)
    const fine = (await answerBitcoinRequest(deps, { method: 'signPsbt', params: { psbt: build(400_000n) } })) as { psbt: string }
    expect(Transaction.fromPSBT(bytesBase64.decode(fine.psbt)).getInput(0).partialSig).toHaveLength(1)
  })

  it('refuses methods it does not answer and answers nothing signed out', async () => {
    await expect(answerBitcoinRequest(deps, { method: 'signMultipleTransactions', params: {} })).rejects.toMatchObject({ code: 4200 })
    await expect(answerBitcoinRequest({ ...deps, account: () => null }, { method: 'getAccountAddresses', params: {} })).rejects.toMatchObject({ code: 4100 })
  })
})
