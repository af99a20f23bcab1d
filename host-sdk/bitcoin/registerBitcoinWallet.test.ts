// @vitest-environment jsdom
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { p2tr, p2wpkh, Transaction, utils } from '@scure/btc-signer'
import { getWallets } from '@wallet-standard/app'
import { describe, expect, it } from 'vitest'
import { bitcoinNetworkParams } from '../../shared/bitcoin/bitcoinNetworkParams'
import { signBip322 } from '../../shared/bitcoin/signBip322'
import { verifyBip322 } from '../../shared/bitcoin/verifyBip322'
import { bytesBase64 } from '../../shared/encoding/bytesBase64'
import { bitcoinRegtest, mainnet } from '../../shared/networks/networks'
import type { PublicState } from '../../shared/protocol/api'
import type { AirlockBitcoinWallet } from './AirlockBitcoinWallet'
import { registerBitcoinWallet } from './registerBitcoinWallet'

const key = new Uint8Array(32).fill(3)
const publicKey = secp256k1.getPublicKey(key, true)
const PAYMENT = p2wpkh(publicKey, bitcoinNetworkParams('regtest')).address!
const ORDINALS = p2tr(utils.pubSchnorr(key), undefined, bitcoinNetworkParams('regtest')).address!

/** The modal as the host sees it: the bridge's provider answering the bip122 methods as the embedded wallet does. */
function fakeModal() {
  const state: PublicState = { open: false, view: 'Connect', loading: false, status: 'disconnected', accounts: [], themeMode: 'dark' }
  const listeners = new Set<(s: PublicState) => void>()
  const calls: Array<{ method: string; params?: object; chainId?: string }> = []
  let connected = false
  const modal = {
    provider: {
      async request(args: { method: string; params?: object; chainId?: string }) {
        calls.push(args)
        const params = args.params as Record<string, unknown> | undefined
        if (args.method === 'bitcoin_requestAccounts') return (connected = true), [PAYMENT]
        if (args.method === 'bitcoin_getAccounts') return connected ? [PAYMENT] : []
        if (args.method === 'getAccountAddresses')
          return [
            { address: PAYMENT, publicKey: bytesToHex(publicKey), intention: 'payment' },
            { address: ORDINALS, publicKey: bytesToHex(utils.pubSchnorr(key)), intention: 'ordinal' },
          ]
        if (args.method === 'signMessage') return { address: params!.address, signature: signBip322(String(params!.message), key, 'p2wpkh') }
        if (args.method === 'signPsbt') return { psbt: params!.psbt, ...(params!.broadcast ? { txid: 'ab'.repeat(32) } : {}) }
        if (args.method === 'sendTransfer') return { txid: 'cd'.repeat(32) }
        if (args.method === 'bitcoin_disconnect') return (connected = false), null
        throw new Error(`unexpected ${args.method}`)
      },
    },
    getState: () => state,
    subscribe(listener: (s: PublicState) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return { modal, calls }
}

describe('registerBitcoinWallet (airlock/bitcoin)', () => {
  it('registers nothing for a dapp without a Bitcoin network', () => {
    expect(registerBitcoinWallet(fakeModal().modal, { networks: [mainnet] })).toBeUndefined()
  })

  it('is found by the Wallet Standard registry with the bitcoin features and connects with payment first, keys and purposes', async () => {
    const { modal, calls } = fakeModal()
    const wallet = registerBitcoinWallet(modal, { networks: [mainnet, bitcoinRegtest] })!
    const found = getWallets().get().find((w) => w.name === 'Airlock' && w.chains.includes('bitcoin:regtest')) as AirlockBitcoinWallet
    expect(found).toBe(wallet)
    expect(Object.keys(found.features).sort()).toEqual(['bitcoin:connect', 'bitcoin:sendTransfer', 'bitcoin:signAndSendTransaction', 'bitcoin:signMessage', 'bitcoin:signTransaction', 'standard:connect', 'standard:disconnect', 'standard:events'])
    const changes: unknown[] = []
    found.features['standard:events'].on('change', (c) => changes.push(c))
    const { accounts } = await found.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    expect(accounts.map((a) => [a.address, a.purpose, a.addressType])).toEqual([
      [PAYMENT, 'payment', 'p2wpkh'],
      [ORDINALS, 'ordinals', 'p2tr'],
    ])
    expect(bytesToHex(Uint8Array.from(accounts[0]!.publicKey))).toBe(bytesToHex(publicKey))
    expect(calls[0]).toMatchObject({ method: 'bitcoin_requestAccounts', chainId: bitcoinRegtest.caipNetworkId })
    expect(changes).toHaveLength(1)
  })

  it('signs a message (the BIP-322 proof verifies), signs and sends PSBTs, sends transfers, all through the bip122 methods', async () => {
    const { modal, calls } = fakeModal()
    const wallet = registerBitcoinWallet(modal, { networks: [bitcoinRegtest] })!
    const { accounts } = await wallet.features['bitcoin:connect'].connect()
    const [signed] = await wallet.features['bitcoin:signMessage'].signMessage({ account: accounts[0]!, message: new TextEncoder().encode('hello') })
    expect(verifyBip322(PAYMENT, 'hello', signed!.signatureBase64, 'regtest')).toBe(true)
    expect(bytesBase64.encode(signed!.signature)).toBe(signed!.signatureBase64)

    const tx = new Transaction()
    tx.addInput({ txid: 'aa'.repeat(32), index: 0, witnessUtxo: { script: p2wpkh(publicKey, bitcoinNetworkParams('regtest')).script, amount: 10_000n } })
    tx.addOutputAddress(PAYMENT, 9_000n, bitcoinNetworkParams('regtest'))
    const psbt = tx.toPSBT()
    await wallet.features['bitcoin:signTransaction'].signTransaction({ psbt, inputsToSign: [{ account: accounts[0]!, signingIndexes: [0] }] })
    expect(calls.at(-1)).toMatchObject({ method: 'signPsbt', params: { psbt: bytesBase64.encode(psbt), signInputs: [{ address: PAYMENT, index: [0] }], broadcast: false } })
    const [sent] = await wallet.features['bitcoin:signAndSendTransaction'].signAndSendTransaction({ psbt, inputsToSign: [{ account: accounts[0]!, signingIndexes: [0] }] })
    expect(sent!.txId).toBe('ab'.repeat(32))
    expect(await wallet.features['bitcoin:sendTransfer'].sendTransfer({ recipientAddress: ORDINALS, amount: 5000n })).toEqual({ txId: 'cd'.repeat(32) })
    expect(calls.at(-1)).toMatchObject({ method: 'sendTransfer', params: { account: PAYMENT, recipientAddress: ORDINALS, amount: '5000' } })
  })

  it("refuses to sign for an account that is not the wallet's, and disconnects the dapp in the modal", async () => {
    const { modal, calls } = fakeModal()
    const wallet = registerBitcoinWallet(modal, { networks: [bitcoinRegtest] })!
    const { accounts } = await wallet.features['bitcoin:connect'].connect()
    const stranger = { ...accounts[0]!, address: 'bcrt1qstranger' }
    await expect(wallet.features['bitcoin:signMessage'].signMessage({ account: stranger, message: new Uint8Array([1]) })).rejects.toMatchObject({ code: 4100 })
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(calls.at(-1)!.method).toBe('bitcoin_disconnect')
  })
})
