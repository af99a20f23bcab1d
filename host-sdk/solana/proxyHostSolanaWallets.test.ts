// @vitest-environment jsdom
import type { Wallet } from '@wallet-standard/base'
import { ReadonlyWalletAccount, registerWallet } from '@wallet-standard/wallet'
import { describe, expect, it } from 'vitest'
import { base58 } from '../../shared/solana/base58'
import { hostSolanaWallet } from '../../shared/solana/hostSolanaWallet'
import { proxyHostSolanaWallets } from './proxyHostSolanaWallets'

const ADDRESS = '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK'
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const

function pageWallet(name: string, chains: `${string}:${string}`[]): Wallet & { signed: Uint8Array[] } {
  const account = new ReadonlyWalletAccount({ address: ADDRESS, publicKey: base58.decode(ADDRESS), chains, features: ['solana:signMessage'] })
  const signed: Uint8Array[] = []
  let accounts: ReadonlyWalletAccount[] = []
  return {
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    signed,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ((accounts = [account]), { accounts }) },
      'solana:signMessage': { version: '1.1.0', signMessage: async (...inputs: { message: Uint8Array }[]) => inputs.map(({ message }) => (signed.push(message), { signedMessage: message, signature: new Uint8Array(64).fill(5) })) },
      // Marks each transaction signed by appending a byte; answers all the inputs of one call.
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction: async (...inputs: { transaction: Uint8Array; chain?: string }[]) => inputs.map(({ transaction }) => ({ signedTransaction: Uint8Array.from([...transaction, 255]) })) },
    },
  }
}

describe('proxyHostSolanaWallets', () => {
  it('announces the page\'s Solana wallets (not its own, not EVM-only ones) and maps the modal\'s requests to their features', async () => {
    const own = pageWallet('Airlock', ['solana:devnet'])
    const announced: Array<{ info: { name: string; rdns: string; icon: string }; provider: { request(a: { method: string; params?: object }): Promise<unknown> } }> = []
    window.addEventListener(hostSolanaWallet.event, (e) => announced.push((e as CustomEvent).detail))
    registerWallet(own)
    registerWallet(pageWallet('EVM Only', ['eip155:1']))
    const phantomLike = pageWallet('Page Wallet', ['solana:devnet', 'solana:localnet'])
    registerWallet(phantomLike)
    const stop = proxyHostSolanaWallets(own)
    expect(announced.map((a) => a.info.name)).toEqual(['Page Wallet'])
    expect(announced[0]!.info).toMatchObject({ rdns: 'wallet-standard.solana:Page Wallet', icon: ICON })

    // The host's directory asks again at start: the same proxy is announced again.
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced[1]).toBe(announced[0])

    const { provider } = announced[0]!
    expect(await provider.request({ method: 'solana_connect' })).toEqual([ADDRESS])
    const message = new TextEncoder().encode('hi')
    expect(await provider.request({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: ADDRESS } })).toEqual({ signature: base58.encode(new Uint8Array(64).fill(5)) })
    expect(phantomLike.signed.map((m) => [...m])).toEqual([[...message]])
    await expect(provider.request({ method: 'solana_signMessage', params: { message: '2', pubkey: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' } })).rejects.toMatchObject({ code: 4100 })
    await expect(provider.request({ method: 'eth_sendTransaction' })).rejects.toMatchObject({ code: 4200 })
    // Several transactions go to the wallet in one signTransaction call (its one prompt).
    expect(await provider.request({ method: 'solana_signAllTransactions', params: { transactions: ['AQI=', 'AwQ='], pubkey: ADDRESS, chain: 'solana:localnet' } })).toEqual({ transactions: ['AQL/', 'AwT/'] })
    await expect(provider.request({ method: 'solana_signAllTransactions', params: { transactions: [], pubkey: ADDRESS } })).rejects.toMatchObject({ code: -32602 })

    stop()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
  })
})
