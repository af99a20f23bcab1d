import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { hostBitcoinWallet } from '../../shared/bitcoin/hostBitcoinWallet'
import { bytesBase64 } from '../../shared/encoding/bytesBase64'
import { InvalidParamsError, UnauthorizedError, UnsupportedMethodError } from '../../shared/errors/ProviderRpcError'

type Method = (...args: unknown[]) => Promise<unknown>
const feature = (wallet: Wallet, name: string, method: string) => ((wallet.features as Record<string, Record<string, unknown> | undefined>)[name]?.[method] as Method | undefined)
const hex = (bytes: ArrayLike<number>) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const bitcoinAccounts = (accounts: readonly WalletAccount[]) => accounts.filter((a) => a.chains.some((c) => c.startsWith('bitcoin:')))
/** The modal's account rows: payment first (a wallet's purpose, else taproot addresses are ordinals), key in hex. */
const describe = (accounts: readonly WalletAccount[]) =>
  bitcoinAccounts(accounts)
    .map((a) => ({ address: a.address, publicKey: hex(a.publicKey), purpose: ((a as { purpose?: unknown }).purpose ?? (/^(bc|tb|bcrt)1p/.test(a.address) ? 'ordinals' : 'payment')) === 'ordinals' ? 'ordinals' : 'payment' }))
    .sort((a, b) => Number(a.purpose === 'ordinals') - Number(b.purpose === 'ordinals'))

/**
 * Proxies the page's Wallet Standard Bitcoin wallets (the `bitcoin:` features sats-connect style
 * wallets register) to the modal like EIP-6963 wallets: each one that can connect and sign
 * messages on a Bitcoin chain (not Airlock itself) is announced to the host's wallet directory
 * with an EIP-1193-shaped object whose `request` turns the modal's `bitcoin_connect` /
 * `bitcoin_disconnect` and the WalletConnect `bip122` shapes (`signMessage`, `signPsbt`, its
 * `broadcast` as `bitcoin:signAndSendTransaction`, `sendTransfer` as `bitcoin:sendTransfer`) into
 * the wallet's features, and whose `accountsChanged` follows its `standard:events` (a listener
 * the directory removes, as it does when the modal is destroyed, is removed from the wallet). Announced again whenever the directory asks and when a wallet registers
 * later. Returns the stop function.
 *
 * @example
 * const stop = proxyHostBitcoinWallets(airlockWallet)
 */
export function proxyHostBitcoinWallets(own: Wallet): () => void {
  // The page's wallets, found by Wallet Standard's own events (what @wallet-standard/app does, in a few bytes).
  const found = new Set<Wallet>()
  const api = Object.freeze({
    register: (...wallets: Wallet[]) => {
      wallets.forEach((w) => found.add(w))
      announce()
      return () => wallets.forEach((w) => found.delete(w))
    },
  })
  const onRegister = (event: Event) => (event as CustomEvent<(app: typeof api) => void>).detail(api)
  const proxies = new Map<Wallet, { info: object; provider: object }>()

  const proxyOf = (wallet: Wallet) => {
    let proxy = proxies.get(wallet)
    if (proxy) return proxy
    const account = (address: unknown): WalletAccount => {
      const found = wallet.accounts.find((a) => a.address === address)
      if (!found) throw new UnauthorizedError()
      return found
    }
    const call = (name: string, method: string) => {
      const run = feature(wallet, name, method)
      if (!run) throw new UnsupportedMethodError()
      return run
    }
    const request = async ({ method, params }: { method: string; params?: Record<string, unknown> }): Promise<unknown> => {
      const p = params ?? {}
      switch (method) {
        case 'bitcoin_connect': {
          // A silent connect (a restore) must not prompt: Wallet Standard's connect says so; bitcoin:connect cannot.
          const bitcoinConnect = feature(wallet, 'bitcoin:connect', 'connect')
          const out = (p.silent || !bitcoinConnect ? await call('standard:connect', 'connect')(p.silent ? { silent: true } : undefined) : await bitcoinConnect({ purposes: ['payment', 'ordinals'] })) as { accounts: readonly WalletAccount[] }
          return describe(out.accounts)
        }
        case 'bitcoin_disconnect':
          return feature(wallet, 'standard:disconnect', 'disconnect')?.()
        case 'signMessage': {
          // The protocol (bip322 or ecdsa, bip322 when absent) is the wallet's to check, as the modal's approval showed it.
          if (typeof p.message !== 'string') throw new InvalidParamsError()
          const [out] = (await call('bitcoin:signMessage', 'signMessage')({ account: account(p.address), message: new TextEncoder().encode(p.message), protocol: p.protocol })) as { signature: Uint8Array }[]
          return { address: p.address, signature: bytesBase64.encode(out!.signature) }
        }
        case 'signPsbt': {
          const signInputs = Array.isArray(p.signInputs) ? (p.signInputs as { address?: unknown; index?: unknown }[]) : []
          if (typeof p.psbt !== 'string') throw new InvalidParamsError()
          const inputsToSign = signInputs.map(({ address, index }) => ({ account: account(address), signingIndexes: (Array.isArray(index) ? index : [index]) as number[] }))
          const input = { psbt: bytesBase64.decode(p.psbt), inputsToSign, chain: p.chain }
          if (p.broadcast === true) {
            const [sent] = (await call('bitcoin:signAndSendTransaction', 'signAndSendTransaction')(input)) as { txId: string }[]
            return { psbt: p.psbt, txid: sent!.txId }
          }
          const [signed] = (await call('bitcoin:signTransaction', 'signTransaction')(input)) as { signedPsbt: Uint8Array }[]
          return { psbt: bytesBase64.encode(signed!.signedPsbt) }
        }
        case 'sendTransfer': {
          // The wallet picks its coins and sends from its payment address: only for an account it gave, whole sats only.
          account(p.account)
          if (typeof p.recipientAddress !== 'string' || !/^[1-9]\d*$/.test(p.amount as string)) throw new InvalidParamsError()
          const sent = (await call('bitcoin:sendTransfer', 'sendTransfer')({ recipientAddress: p.recipientAddress, amount: BigInt(p.amount as string), chain: p.chain })) as { txId: string }
          return { txid: sent.txId }
        }
        default:
          throw new UnsupportedMethodError()
      }
    }
    // The wallet's unsubscribe per directory listener: the directory removes them when the modal is destroyed.
    const offs = new Map<unknown, () => void>()
    const provider = {
      request,
      on(event: string, listener: (data: unknown) => void) {
        const on = feature(wallet, 'standard:events', 'on') as unknown as ((event: string, l: (p: { accounts?: readonly WalletAccount[] }) => void) => () => void) | undefined
        if (event === 'accountsChanged' && on) offs.set(listener, on('change', ({ accounts }) => accounts && listener(describe(accounts))))
      },
      removeListener(_event: string, listener: unknown) {
        offs.get(listener)?.()
        offs.delete(listener)
      },
    }
    const info = { uuid: crypto.randomUUID(), name: wallet.name, icon: wallet.icon, rdns: `${hostBitcoinWallet.rdnsPrefix}${wallet.name}` }
    proxy = Object.freeze({ info: Object.freeze(info), provider: Object.freeze(provider) })
    proxies.set(wallet, proxy)
    return proxy
  }

  const usable = (wallet: Wallet) =>
    wallet !== own &&
    wallet.chains.some((c) => c.startsWith('bitcoin:')) &&
    !!(feature(wallet, 'bitcoin:connect', 'connect') || feature(wallet, 'standard:connect', 'connect')) &&
    !!feature(wallet, 'bitcoin:signMessage', 'signMessage')
  const announce = () => {
    for (const wallet of found) if (usable(wallet)) window.dispatchEvent(new CustomEvent(hostBitcoinWallet.event, { detail: proxyOf(wallet) }))
  }

  window.addEventListener('eip6963:requestProvider', announce)
  window.addEventListener('wallet-standard:register-wallet', onRegister)
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return () => {
    window.removeEventListener('eip6963:requestProvider', announce)
    window.removeEventListener('wallet-standard:register-wallet', onRegister)
  }
}
