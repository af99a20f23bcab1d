import { createWalletClient, defineChain, formatEther, hexToString, http, isHex, numberToHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  InvalidParamsError,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedRequestError,
  toProviderError,
} from '../../shared/errors'
import { truncateAddress } from '../../shared/format/truncateAddress'
import type { AskVisitor } from './WalletPrompt'

export interface DemoWalletOptions {
  /** A funded anvil key (public test key: never one that holds anything real). */
  privateKey: Hex
  /** JSON-RPC endpoint per chain id the wallet knows from the start. */
  rpcUrls: Readonly<Record<string, string>>
  /** Chain names for the prompts, e.g. `{ '1': 'Ethereum', '8453': 'Base' }`. */
  chainNames?: Readonly<Record<string, string>>
  /** Asks the visitor (the page shows a popup-like dialog). */
  ask: AskVisitor
  /** Where the connection and the chosen chain survive a reload (`localStorage` in the page). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  /** The asking page's origin, shown in every prompt. */
  origin?: string
  /** Used by the RPC transport (tests pass their own). */
  fetchFn?: typeof fetch
}

/** The EIP-1193 surface the demo wallet offers, as an extension's injected provider does. */
export interface DemoWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (data: unknown) => void): void
  removeListener(event: string, listener: (data: unknown) => void): void
  readonly address: Hex
}

const STORAGE_KEY = 'airlock-demo-wallet'

interface Saved {
  connected: boolean
  chainId: number
  added: Record<string, string>
}

/**
 * A browser wallet for the demo page: holds one anvil key, asks the visitor through `ask` before
 * it connects, signs or sends (Reject answers 4001, like an extension), signs with viem and sends
 * real transactions to the local chains. Switching between chains it knows needs no prompt;
 * an unknown chain answers 4902 until `wallet_addEthereumChain` (which asks) adds it. Every
 * other method is forwarded to the current chain's node.
 *
 * @example
 * const wallet = createDemoWallet({ privateKey: testAccounts[0].privateKey, rpcUrls: env.rpcUrls, ask: showWalletPrompt })
 * await wallet.request({ method: 'eth_requestAccounts' }) // after the visitor approved: [address]
 */
export function createDemoWallet(options: DemoWalletOptions): DemoWalletProvider {
  const { privateKey, ask, storage, origin = 'this page', fetchFn } = options
  const account = privateKeyToAccount(privateKey)
  const saved = readSaved(storage)
  const rpcUrls: Record<string, string> = { ...options.rpcUrls, ...saved.added }
  let chainId = saved.chainId && rpcUrls[String(saved.chainId)] ? saved.chainId : Number(Object.keys(options.rpcUrls)[0] ?? 1)
  let connected = saved.connected
  const added: Record<string, string> = { ...saved.added }
  const listeners = new Map<string, Set<(data: unknown) => void>>()
  const emit = (event: string, data: unknown) => listeners.get(event)?.forEach((listener) => listener(data))
  const persist = () => storage?.setItem(STORAGE_KEY, JSON.stringify({ connected, chainId, added } satisfies Saved))
  const chainName = (id: number) => `${options.chainNames?.[String(id)] ?? 'Chain'} (${id})`

  const client = () => {
    const url = rpcUrls[String(chainId)]!
    const chain = defineChain({ id: chainId, name: chainName(chainId), nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })
    return createWalletClient({ account, chain, transport: http(url, fetchFn ? { fetchFn, retryCount: 0 } : { retryCount: 0 }) })
  }

  const confirm = async (prompt: Parameters<AskVisitor>[0]) => {
    if (!(await ask(prompt))) throw new UserRejectedRequestError()
  }

  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_requestAccounts':
        if (!connected) {
          await confirm({ kind: 'connect', origin, details: [{ label: 'Account', value: truncateAddress(account.address) }, { label: 'Network', value: chainName(chainId) }] })
          connected = true
          persist()
          emit('connect', { chainId: numberToHex(chainId) })
        }
        return [account.address]
      case 'wallet_revokePermissions':
        connected = false
        persist()
        emit('accountsChanged', [])
        return null
      case 'wallet_switchEthereumChain': {
        const next = Number(BigInt(String((list[0] as { chainId?: unknown } | undefined)?.chainId ?? 'x').replace(/^(?!0x)/, '0x')))
        if (!rpcUrls[String(next)]) throw new UnrecognizedChainError({ message: `Unrecognized chain ID "${numberToHex(next)}". Try adding the chain using wallet_addEthereumChain first.` })
        if (next !== chainId) {
          chainId = next
          persist()
          emit('chainChanged', numberToHex(next))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const chain = list[0] as { chainId?: string; chainName?: string; rpcUrls?: string[] } | undefined
        const url = chain?.rpcUrls?.[0]
        if (!chain?.chainId || !isHex(chain.chainId) || !url) throw new InvalidParamsError()
        const id = Number(BigInt(chain.chainId))
        await confirm({ kind: 'addChain', origin, details: [{ label: 'Network', value: `${chain.chainName ?? 'Chain'} (${id})` }, { label: 'RPC', value: url }] })
        rpcUrls[String(id)] = url
        added[String(id)] = url
        persist()
        return null
      }
    }
    if (!connected) throw new UnauthorizedError()
    switch (method) {
      case 'personal_sign': {
        const raw = list[0] as Hex
        await confirm({ kind: 'sign', origin, details: [{ label: 'Message', value: isHex(raw) ? hexToString(raw) : String(raw) }] })
        return account.signMessage({ message: isHex(raw) ? { raw } : String(raw) })
      }
      case 'eth_signTypedData_v4': {
        const typed = (typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]) as Parameters<typeof account.signTypedData>[0]
        await confirm({ kind: 'signTyped', origin, details: [{ label: 'Type', value: String(typed.primaryType) }, { label: 'Data', value: JSON.stringify(typed.message) }] })
        return account.signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
        const value = BigInt(tx.value ?? 0)
        await confirm({
          kind: 'send',
          origin,
          details: [
            { label: 'Send', value: `${formatEther(value)} ETH` },
            { label: 'To', value: tx.to ?? 'New contract' },
            { label: 'Network', value: chainName(chainId) },
            ...(tx.data && tx.data !== '0x' ? [{ label: 'Data', value: `${(tx.data.length - 2) / 2} bytes` }] : []),
          ],
        })
        return client().sendTransaction({ to: tx.to, value, data: tx.data, gas: tx.gas === undefined ? undefined : BigInt(tx.gas), chain: undefined })
      }
      case 'eth_sign':
      case 'eth_signTransaction':
        throw new UnsupportedMethodError()
      default:
        try {
          return await client().request({ method, params: list } as never)
        } catch (error) {
          throw toProviderError((error as { cause?: unknown }).cause ?? error)
        }
    }
  }

  return {
    request,
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    address: account.address,
  }
}

function readSaved(storage: DemoWalletOptions['storage']): Saved {
  try {
    const value = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') as Partial<Saved>
    return { connected: value.connected === true, chainId: Number(value.chainId) || 0, added: value.added && typeof value.added === 'object' ? value.added : {} }
  } catch {
    return { connected: false, chainId: 0, added: {} }
  }
}
