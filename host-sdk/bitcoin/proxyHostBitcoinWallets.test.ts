// @vitest-environment jsdom
import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { describe, expect, it } from 'vitest'
import { hostBitcoinWallet } from '../../shared/bitcoin/hostBitcoinWallet'
import { bytesBase64 } from '../../shared/encoding/bytesBase64'
import { collectWallets } from '../discovery/collectWallets'
import { proxyHostBitcoinWallets } from './proxyHostBitcoinWallets'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const
const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ORDINALS = 'bcrt1pqqqsyqcyq5rqwzqfpg9scrgwpugpzysnzs23v9ccrydpk8qarc0s7qfqxx'

type Announced = { info: { name: string; rdns: string; icon: string }; provider: { request(a: { method: string; params?: object }): Promise<unknown>; on(e: string, l: (d: unknown) => void): void } }

function pageWallet(name: string, chains: `${string}:${string}`[]): Wallet & { calls: unknown[]; listeners: Set<unknown> } {
  const calls: unknown[] = []
  const listeners = new Set<unknown>()
  // Ordinals listed first and without a purpose: the proxy still puts the payment address first.
  const all = [
    { address: ORDINALS, publicKey: new Uint8Array([2, 3]), chains, features: [] },
    { address: PAYMENT, publicKey: new Uint8Array([1, 255]), chains, features: [], purpose: 'payment' },
  ]
  let accounts: typeof all = []
  return {
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    calls,
    listeners,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': { version: '1.0.0', connect: async (input?: object) => (calls.push(['standard:connect', input]), (accounts = all), { accounts }) },
      'bitcoin:connect': { version: '1.0.0', connect: async (input?: object) => (calls.push(['bitcoin:connect', input]), (accounts = all), { accounts }) },
      'bitcoin:signMessage': { version: '1.0.0', signMessage: async (...inputs: { account: { address: string }; message: Uint8Array; protocol?: string }[]) => inputs.map((i) => (calls.push(['signMessage', i.account.address, new TextDecoder().decode(i.message), i.protocol]), { signedMessage: i.message, signature: new Uint8Array([9, 9]) })) },
      'standard:events': { version: '1.0.0', on: (_event: string, listener: unknown) => (listeners.add(listener), () => listeners.delete(listener)) },
      'bitcoin:sendTransfer': { version: '1.0.0', sendTransfer: async (input: { recipientAddress: string; amount: bigint; chain?: string }) => (calls.push(['sendTransfer', input.recipientAddress, input.amount, input.chain]), { txId: 'ab'.repeat(32) }) },
      // Marks the PSBT signed by appending a byte.
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction: async (...inputs: { psbt: Uint8Array; inputsToSign: { account: { address: string }; signingIndexes: number[] }[]; chain?: string }[]) => inputs.map((i) => (calls.push(['signTransaction', i.inputsToSign.map((s) => [s.account.address, s.signingIndexes]), i.chain]), { signedPsbt: Uint8Array.from([...i.psbt, 255]) })) },
    },
  }
}

describe('proxyHostBitcoinWallets', () => {
  it('announces the page\'s Bitcoin wallets (not its own, not Solana-only ones) and maps the modal\'s requests to their features', async () => {
    const own = pageWallet('Airlock', ['bitcoin:regtest'])
    const announced: Announced[] = []
    window.addEventListener(hostBitcoinWallet.event, (e) => announced.push((e as CustomEvent).detail))
    registerWallet(own)
    registerWallet(pageWallet('Solana Only', ['solana:devnet']))
    const stop = proxyHostBitcoinWallets(own)
    // A wallet that registers after the proxy started is announced too.
    const page = pageWallet('Page Wallet', ['bitcoin:regtest'])
    registerWallet(page)
    expect(announced.map((a) => a.info.name)).toEqual(['Page Wallet'])
    expect(announced[0]!.info).toMatchObject({ rdns: 'wallet-standard.bitcoin:Page Wallet', icon: ICON })
    const { provider } = announced[0]!

    expect(await provider.request({ method: 'bitcoin_connect' })).toEqual([
      { address: PAYMENT, publicKey: '01ff', purpose: 'payment' },
      { address: ORDINALS, publicKey: '0203', purpose: 'ordinals' },
    ])
    await provider.request({ method: 'bitcoin_connect', params: { silent: true } })
    expect(await provider.request({ method: 'signMessage', params: { address: PAYMENT, message: 'hi', protocol: 'ecdsa' } })).toEqual({ address: PAYMENT, signature: 'CQk=' })
    const psbt = bytesBase64.encode(new Uint8Array([1, 2]))
    expect(await provider.request({ method: 'signPsbt', params: { psbt, signInputs: [{ address: PAYMENT, index: [0, 2] }], chain: 'bitcoin:regtest' } })).toEqual({ psbt: bytesBase64.encode(new Uint8Array([1, 2, 255])) })
    expect(await provider.request({ method: 'sendTransfer', params: { account: PAYMENT, recipientAddress: ORDINALS, amount: '12345', chain: 'bitcoin:regtest' } })).toEqual({ txid: 'ab'.repeat(32) })
    expect(page.calls).toEqual([
      ['bitcoin:connect', { purposes: ['payment', 'ordinals'] }],
      ['standard:connect', { silent: true }],
      ['signMessage', PAYMENT, 'hi', 'ecdsa'],
      ['signTransaction', [[PAYMENT, [0, 2]]], 'bitcoin:regtest'],
      ['sendTransfer', ORDINALS, 12345n, 'bitcoin:regtest'],
    ])
    // An address the wallet did not give, a method it has no feature for, an amount that is not whole sats: refused, nothing reaches the wallet.
    await expect(provider.request({ method: 'signMessage', params: { address: 'bcrt1qother', message: 'x' } })).rejects.toMatchObject({ code: 4100 })
    await expect(provider.request({ method: 'signPsbt', params: { psbt, broadcast: true, signInputs: [] } })).rejects.toMatchObject({ code: 4200 })
    await expect(provider.request({ method: 'sendTransfer', params: { account: 'bcrt1qother', recipientAddress: ORDINALS, amount: '1' } })).rejects.toMatchObject({ code: 4100 })
    for (const amount of ['0', '1.5', '-3', 'ten', undefined]) await expect(provider.request({ method: 'sendTransfer', params: { account: PAYMENT, recipientAddress: ORDINALS, amount } })).rejects.toMatchObject({ code: -32602 })
    await expect(provider.request({ method: 'eth_sendTransaction' })).rejects.toMatchObject({ code: 4200 })
    expect(page.calls).toHaveLength(5)

    // The directory asks again (eip6963:requestProvider): the same proxy, announced again.
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced[1]!.provider).toBe(provider)
    stop()
  })

  it('removes the wallet listeners the host directory added once the directory is destroyed (the modal\'s destroy)', () => {
    const own = pageWallet('Airlock', ['bitcoin:regtest'])
    const page = pageWallet('Listening Wallet', ['bitcoin:regtest'])
    registerWallet(page)
    const stop = proxyHostBitcoinWallets(own)
    // The host's wallet directory, as createModal makes it; the modal subscribes to the wallet it connects.
    const directory = collectWallets(own, () => undefined)
    const listed = directory.list().find((w) => w.name === 'Listening Wallet')!
    directory.watch(listed.uuid, () => undefined)
    expect(page.listeners.size).toBe(1)
    directory.destroy()
    expect(page.listeners.size).toBe(0)
    stop()
  })
})
