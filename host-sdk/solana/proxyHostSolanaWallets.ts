import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { getWallets } from '@wallet-standard/app'
import { InvalidParamsError, UnauthorizedError, UnsupportedMethodError } from '../../shared/errors/ProviderRpcError'
import { base58 } from '../../shared/solana/base58'
import { hostSolanaWallet } from '../../shared/solana/hostSolanaWallet'
import { bytesBase64 } from '../../shared/encoding/bytesBase64'

type Features = Record<string, ((...args: never[]) => unknown) | undefined>
const feature = (wallet: Wallet, name: string, method: string) => ((wallet.features as Record<string, unknown>)[name] as Features | undefined)?.[method] as ((...args: unknown[]) => Promise<unknown>) | undefined

/**
 * Proxies the page's Wallet Standard Solana wallets to the modal like EIP-6963 wallets: each one
 * that can connect and sign on a Solana chain (not Airlock itself) is announced to the host's
 * wallet directory with an EIP-1193-shaped object, whose `request` turns the modal's
 * `solana_connect` / `solana_disconnect` / `solana_signMessage` / `solana_signTransaction` /
 * `solana_signAllTransactions` / `solana_signAndSendTransaction` (WalletConnect wire shapes) into the wallet's features and
 * whose `accountsChanged` follows its `standard:events`. Announced again whenever the directory
 * asks (its `eip6963:requestProvider`) and when a wallet registers later. Returns the stop function.
 *
 * @example
 * const stop = proxyHostSolanaWallets(airlockWallet)
 */
export function proxyHostSolanaWallets(own: Wallet): () => void {
  const registry = getWallets()
  const proxies = new Map<Wallet, { info: object; provider: object }>()

  const proxyOf = (wallet: Wallet) => {
    let proxy = proxies.get(wallet)
    if (proxy) return proxy
    const account = (address: unknown): WalletAccount => {
      const found = wallet.accounts.find((a) => a.address === address)
      if (!found) throw new UnauthorizedError()
      return found
    }
    const solanaAddresses = (accounts: readonly WalletAccount[]) => accounts.filter((a) => a.chains.some((c) => c.startsWith('solana:'))).map((a) => a.address)
    const request = async ({ method, params }: { method: string; params?: Record<string, unknown> }): Promise<unknown> => {
      const p = params ?? {}
      switch (method) {
        case 'solana_connect': {
          const { accounts } = (await feature(wallet, 'standard:connect', 'connect')!(p.silent ? { silent: true } : undefined)) as { accounts: WalletAccount[] }
          return solanaAddresses(accounts)
        }
        case 'solana_disconnect':
          return (await feature(wallet, 'standard:disconnect', 'disconnect')?.()) ?? null
        case 'solana_signMessage': {
          const sign = feature(wallet, 'solana:signMessage', 'signMessage')
          if (!sign || typeof p.message !== 'string') throw new InvalidParamsError()
          const [out] = (await sign({ account: account(p.pubkey), message: base58.decode(p.message) })) as { signature: Uint8Array }[]
          return { signature: base58.encode(out!.signature) }
        }
        case 'solana_signTransaction': {
          const sign = feature(wallet, 'solana:signTransaction', 'signTransaction')
          if (!sign || typeof p.transaction !== 'string') throw new InvalidParamsError()
          const [out] = (await sign({ account: account(p.pubkey), transaction: bytesBase64.decode(p.transaction), ...(p.chain ? { chain: p.chain } : {}) })) as { signedTransaction: Uint8Array }[]
          return { transaction: bytesBase64.encode(out!.signedTransaction) }
        }
        case 'solana_signAllTransactions': {
          // Wallet Standard signs several transactions in one signTransaction call: the wallet's one prompt, all or none.
          const sign = feature(wallet, 'solana:signTransaction', 'signTransaction')
          const list = p.transactions
          if (!sign || !Array.isArray(list) || list.length === 0 || !list.every((t) => typeof t === 'string')) throw new InvalidParamsError()
          const from = account(p.pubkey)
          const outs = (await sign(...list.map((t: string) => ({ account: from, transaction: bytesBase64.decode(t), ...(p.chain ? { chain: p.chain } : {}) })))) as { signedTransaction: Uint8Array }[]
          if (outs.length !== list.length) throw new InvalidParamsError()
          return { transactions: outs.map((o) => bytesBase64.encode(o.signedTransaction)) }
        }
        case 'solana_signAndSendTransaction': {
          const send = feature(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction')
          if (!send || typeof p.transaction !== 'string' || typeof p.chain !== 'string') throw new InvalidParamsError()
          const input = { account: account(p.pubkey), transaction: bytesBase64.decode(p.transaction), chain: p.chain, ...(p.sendOptions ? { options: p.sendOptions } : {}) }
          const [out] = (await send(input)) as { signature: Uint8Array }[]
          return { signature: base58.encode(out!.signature) }
        }
        default:
          throw new UnsupportedMethodError()
      }
    }
    const listeners = new Map<(data: unknown) => void, () => void>()
    const provider = {
      request,
      on(event: string, listener: (data: unknown) => void) {
        const on = feature(wallet, 'standard:events', 'on') as ((event: string, l: (p: { accounts?: readonly WalletAccount[] }) => void) => () => void) | undefined
        if (event !== 'accountsChanged' || !on) return
        listeners.set(listener, on('change', ({ accounts }) => accounts && listener(solanaAddresses(accounts))))
      },
      removeListener(_event: string, listener: (data: unknown) => void) {
        listeners.get(listener)?.()
        listeners.delete(listener)
      },
    }
    const info = { uuid: crypto.randomUUID(), name: wallet.name, icon: wallet.icon, rdns: `${hostSolanaWallet.rdnsPrefix}${wallet.name}` }
    proxy = { info: Object.freeze(info), provider: Object.freeze(provider) }
    proxies.set(wallet, proxy)
    return proxy
  }

  const usable = (wallet: Wallet) =>
    wallet !== own && wallet.chains.some((c) => c.startsWith('solana:')) && !!feature(wallet, 'standard:connect', 'connect') && !!feature(wallet, 'solana:signMessage', 'signMessage')
  const announce = () => {
    for (const wallet of registry.get()) if (usable(wallet)) window.dispatchEvent(new CustomEvent(hostSolanaWallet.event, { detail: Object.freeze(proxyOf(wallet)) }))
  }

  window.addEventListener('eip6963:requestProvider', announce)
  const stopRegister = registry.on('register', announce)
  announce()
  return () => {
    window.removeEventListener('eip6963:requestProvider', announce)
    stopRegister()
  }
}
