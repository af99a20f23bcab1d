// @vitest-environment jsdom
import { getWallets } from '@wallet-standard/app'
import { describe, expect, it } from 'vitest'
import { mainnet, solanaDevnet } from '../../shared/networks/networks'
import type { PublicState } from '../../shared/protocol/api'
import { base58 } from '../../shared/solana/base58'
import { registerSolanaWallet } from './registerSolanaWallet'

const ADDRESS = '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK'
const OTHER = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'

function fakeModal() {
  let state: PublicState = { open: false, view: 'Connect', loading: false, status: 'disconnected', accounts: [], themeMode: 'dark' }
  const listeners = new Set<(s: PublicState) => void>()
  const calls: Array<{ method: string; params?: object; chainId?: string }> = []
  let account: string | undefined
  const modal = {
    provider: {
      async request(args: { method: string; params?: object; chainId?: string }) {
        calls.push(args)
        if (args.method === 'solana_requestAccounts') return [(account ??= ADDRESS)]
        if (args.method === 'solana_getAccounts') return account ? [account] : []
        if (args.method === 'solana_signMessage') return { signature: base58.encode(new Uint8Array(64).fill(7)) }
        if (args.method === 'solana_signAndSendTransaction') return { signature: base58.encode(new Uint8Array(64).fill(8)) }
        if (args.method === 'solana_signTransaction') return { transaction: btoa('signed') }
        if (args.method === 'solana_signAllTransactions') return { transactions: (args.params as { transactions: string[] }).transactions.map((t) => btoa(`signed ${atob(t)}`)) }
        if (args.method === 'solana_disconnect') return (account = undefined), null
        throw new Error(`unexpected ${args.method}`)
      },
    },
    getState: () => state,
    subscribe(listener: (s: PublicState) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setState(next: Partial<PublicState>, nextAccount: string | undefined) {
      account = nextAccount
      state = { ...state, ...next }
      for (const l of listeners) l(state)
    },
  }
  return { modal, calls }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('registerSolanaWallet', () => {
  it('registers nothing for a dapp without a Solana network', () => {
    expect(registerSolanaWallet(fakeModal().modal, { networks: [mainnet] })).toBeUndefined()
  })

  it('is found by the Wallet Standard app registry with the standard and Solana features; connect asks the modal on the configured cluster', async () => {
    const { modal, calls } = fakeModal()
    const wallet = registerSolanaWallet(modal, { networks: [mainnet, solanaDevnet], customRpcUrls: { [solanaDevnet.caipNetworkId]: 'http://127.0.0.1:18899' } })!
    const found = getWallets().get().find((w) => w.name === 'Airlock')
    expect(found).toBe(wallet)
    expect(Object.keys(found!.features).sort()).toEqual(['solana:signAndSendTransaction', 'solana:signMessage', 'solana:signTransaction', 'standard:connect', 'standard:disconnect', 'standard:events'])
    expect(found!.chains).toEqual(['solana:devnet', 'solana:localnet'])
    expect(found!.icon).toMatch(/^data:image\/svg\+xml;base64,/)

    const changes: unknown[] = []
    ;(found!.features['standard:events'] as { on: (e: 'change', l: (p: unknown) => void) => () => void }).on('change', (p) => changes.push(p))
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts.map((a) => a.address)).toEqual([ADDRESS])
    expect(accounts[0]!.publicKey).toEqual(base58.decode(ADDRESS))
    expect(calls[0]).toEqual({ method: 'solana_requestAccounts', chainId: solanaDevnet.caipNetworkId })
    expect(changes).toHaveLength(1)

    // The modal's account changes, then ends: the wallet follows and tells the dapp.
    modal.setState({ status: 'connected', address: OTHER }, OTHER)
    await flush()
    expect(wallet.accounts.map((a) => a.address)).toEqual([OTHER])
    modal.setState({ status: 'disconnected', address: undefined }, undefined)
    await flush()
    expect(wallet.accounts).toEqual([])
    expect(changes).toHaveLength(3)
  })

  it('signs through the bridge in the wire shapes; an account it did not give out is refused (4100); localnet maps to the loopback network', async () => {
    const { modal, calls } = fakeModal()
    const wallet = registerSolanaWallet(modal, { networks: [solanaDevnet], customRpcUrls: { [solanaDevnet.caipNetworkId]: 'http://127.0.0.1:18899' } })!
    const [account] = (await wallet.features['standard:connect'].connect()).accounts
    const message = new TextEncoder().encode('hello')
    const [signed] = await wallet.features['solana:signMessage'].signMessage({ account: account!, message })
    expect(signed!.signature).toEqual(new Uint8Array(64).fill(7))
    expect(calls.at(-1)).toEqual({ method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: ADDRESS }, chainId: solanaDevnet.caipNetworkId })

    const [sent] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account: account!, transaction: new Uint8Array([1, 2, 3]), chain: 'solana:localnet', options: { skipPreflight: true } })
    expect(sent!.signature).toEqual(new Uint8Array(64).fill(8))
    expect(calls.at(-1)).toEqual({ method: 'solana_signAndSendTransaction', params: { transaction: 'AQID', sendOptions: { skipPreflight: true } }, chainId: solanaDevnet.caipNetworkId })
    await expect(wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account: account!, transaction: new Uint8Array([1]), chain: 'solana:mainnet' })).rejects.toMatchObject({ code: -32602 })

    // Several transactions (wallet-adapter's signAllTransactions): one request, one approval.
    const before = calls.length
    const all = await wallet.features['solana:signTransaction'].signTransaction({ account: account!, transaction: new TextEncoder().encode('a') }, { account: account!, transaction: new TextEncoder().encode('b') })
    expect(all.map((o) => new TextDecoder().decode(o.signedTransaction))).toEqual(['signed a', 'signed b'])
    expect(calls.slice(before)).toEqual([{ method: 'solana_signAllTransactions', params: { transactions: ['YQ==', 'Yg=='] }, chainId: solanaDevnet.caipNetworkId }])

    const stranger = { ...account!, address: OTHER, publicKey: base58.decode(OTHER) }
    await expect(wallet.features['solana:signTransaction'].signTransaction({ account: account!, transaction: new Uint8Array([1]) }, { account: stranger, transaction: new Uint8Array([2]) })).rejects.toMatchObject({ code: 4100 })
    await expect(wallet.features['solana:signMessage'].signMessage({ account: stranger, message })).rejects.toMatchObject({ code: 4100 })
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    // The dapp's sign-out ends the modal's Solana connection too; a second one asks nothing.
    expect(calls.at(-1)).toEqual({ method: 'solana_disconnect', chainId: solanaDevnet.caipNetworkId })
    const asked = calls.length
    await wallet.features['standard:disconnect'].disconnect()
    expect(calls).toHaveLength(asked)
    await expect(wallet.features['solana:signMessage'].signMessage({ account: account!, message })).rejects.toMatchObject({ code: 4100 })
  })
})
