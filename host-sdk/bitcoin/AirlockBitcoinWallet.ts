import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features'
import { bytesBase64 } from '../../shared/encoding/bytesBase64'
import { InvalidParamsError, UnauthorizedError } from '../../shared/errors/ProviderRpcError'
import type { PublicState } from '../../shared/protocol/api'
import type { bitcoinChains } from './bitcoinChains'

/** What the wallet needs of the Airlock modal: its provider's request and its state. */
export interface BitcoinWalletHost {
  provider: { request(args: { method: string; params?: object; chainId?: string }): Promise<unknown> }
  getState(): PublicState
  subscribe(listener: (state: PublicState) => void): () => void
}

/** An address the wallet gives, with the Bitcoin wallet APIs' purpose and type. */
export interface BitcoinWalletAccount extends WalletAccount {
  readonly purpose: 'payment' | 'ordinals'
  readonly addressType: 'p2wpkh' | 'p2tr'
}

export interface BitcoinSignMessageInput {
  account: WalletAccount
  message: Uint8Array
  /** BIP-322 (default) or the legacy ECDSA message signature (payment address). */
  protocol?: 'bip322' | 'ecdsa'
}
export interface BitcoinSignMessageOutput {
  signedMessage: Uint8Array
  /** The signature's bytes (a BIP-322 proof is the serialized witness); `signatureBase64` is its usual text form. */
  signature: Uint8Array
  signatureBase64: string
}
export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  /** Which inputs each of the wallet's accounts signs. */
  inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
  chain?: `${string}:${string}`
}
export interface BitcoinSendTransferInput {
  recipientAddress: string
  /** Satoshis. */
  amount: bigint
  chain?: `${string}:${string}`
}

const FEATURES = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction', 'bitcoin:signAndSendTransaction', 'bitcoin:sendTransfer'] as const
const fromHex = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16))

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature & {
    'bitcoin:connect': { version: '1.0.0'; connect(input?: { purposes?: ('payment' | 'ordinals')[] }): Promise<{ accounts: readonly BitcoinWalletAccount[] }> }
    'bitcoin:signMessage': { version: '1.0.0'; signMessage(...inputs: BitcoinSignMessageInput[]): Promise<readonly BitcoinSignMessageOutput[]> }
    'bitcoin:signTransaction': { version: '1.0.0'; signTransaction(...inputs: BitcoinSignTransactionInput[]): Promise<readonly { signedPsbt: Uint8Array }[]> }
    'bitcoin:signAndSendTransaction': { version: '1.0.0'; signAndSendTransaction(...inputs: BitcoinSignTransactionInput[]): Promise<readonly { txId: string }[]> }
    'bitcoin:sendTransfer': { version: '1.0.0'; sendTransfer(input: BitcoinSendTransferInput): Promise<{ txId: string }> }
  }

/**
 * Airlock as a Wallet Standard wallet for Bitcoin dapps: `bitcoin:connect` (and
 * `standard:connect`) asks the modal for the Bitcoin account (the modal opens to connect when
 * there is none) and gives the payment address first, then ordinals, each with its public key,
 * purpose and type; `bitcoin:signMessage` (BIP-322 or ECDSA), `bitcoin:signTransaction` (a PSBT,
 * the inputs each account signs named), `bitcoin:signAndSendTransaction` and `bitcoin:sendTransfer`
 * go through the bridge as the WalletConnect `bip122` methods (`signMessage`, `signPsbt`,
 * `sendTransfer`) that the modal approves; `standard:events` reports account changes. It never
 * holds a key. Chains: `bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`, as configured.
 *
 * @example
 * registerWallet(new AirlockBitcoinWallet(modal, bitcoinChains(networks), { name: 'Airlock', icon }))
 */
export class AirlockBitcoinWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name: string
  readonly icon: WalletIcon
  readonly #host: BitcoinWalletHost
  readonly #chains: ReturnType<typeof bitcoinChains>
  readonly #listeners = new Set<StandardEventsListeners['change']>()
  #accounts: BitcoinWalletAccount[] = []
  #authorized = false
  #lastSeen = ''

  constructor(host: BitcoinWalletHost, chains: ReturnType<typeof bitcoinChains>, identity: { name: string; icon: WalletIcon }) {
    this.#host = host
    this.#chains = chains
    this.name = identity.name
    this.icon = identity.icon
    host.subscribe((state) => this.#onState(state))
  }

  get chains() {
    return this.#chains.names
  }

  get accounts(): readonly BitcoinWalletAccount[] {
    return this.#accounts
  }

  get features(): Features {
    return {
      'standard:connect': { version: '1.0.0', connect: async (input) => this.#connect(input?.silent === true) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.#disconnect() },
      'standard:events': { version: '1.0.0', on: (event, listener) => this.#on(event, listener) },
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input) => {
          await this.#connect(false)
          const purposes = input?.purposes
          return { accounts: purposes ? this.#accounts.filter((a) => purposes.includes(a.purpose)) : this.#accounts }
        },
      },
      'bitcoin:signMessage': { version: '1.0.0', signMessage: (...inputs) => this.#each(inputs, (i) => this.#signMessage(i)) },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction: (...inputs) => this.#each(inputs, async (i) => ({ signedPsbt: bytesBase64.decode((await this.#signPsbt(i, false)).psbt) })) },
      'bitcoin:signAndSendTransaction': { version: '1.0.0', signAndSendTransaction: (...inputs) => this.#each(inputs, async (i) => ({ txId: String((await this.#signPsbt(i, true)).txid ?? '') })) },
      'bitcoin:sendTransfer': { version: '1.0.0', sendTransfer: async (input) => this.#sendTransfer(input) },
    }
  }

  #on(event: string, listener: StandardEventsListeners['change']) {
    if (event !== 'change') return () => undefined
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** The CAIP-2 id a request goes to: the input's chain, else the modal's active Bitcoin network, else the dapp's first. */
  #caip(chain?: string): string {
    if (chain !== undefined) {
      const caip = this.#chains.caipOf(chain)
      if (!caip) throw new InvalidParamsError({ message: `Chain ${chain} is not configured` })
      return caip
    }
    const active = this.#host.getState().caipNetworkId
    const caip = active?.startsWith('bip122:') ? active : this.#chains.first()
    if (!caip) throw new InvalidParamsError({ message: 'No Bitcoin network is configured' })
    return caip
  }

  #request(method: string, params?: object, chain?: string): Promise<unknown> {
    return this.#host.provider.request({ method, chainId: this.#caip(chain), ...(params ? { params } : {}) })
  }

  async #connect(silent: boolean) {
    // A silent connect (auto-connect) must not open the modal: it takes an account only if there is one.
    const connected = (await this.#request(silent ? 'bitcoin_getAccounts' : 'bitcoin_requestAccounts')) as unknown
    if (Array.isArray(connected) && connected.length > 0) {
      this.#authorized = true
      await this.#refresh()
    }
    return { accounts: this.accounts }
  }

  /** Reads the wallet's addresses with their keys (getAccountAddresses, answered by the wallet). */
  async #refresh() {
    const list = (await this.#request('getAccountAddresses', {})) as unknown
    const next: BitcoinWalletAccount[] = []
    if (Array.isArray(list)) {
      for (const item of list as { address?: unknown; publicKey?: unknown; intention?: unknown }[]) {
        if (typeof item?.address !== 'string' || typeof item.publicKey !== 'string') continue
        const purpose = item.intention === 'ordinal' ? 'ordinals' : 'payment'
        // A plain frozen account (Wallet Standard's shape) with the Bitcoin APIs' purpose and type beside it.
        next.push(Object.freeze({ address: item.address, publicKey: fromHex(item.publicKey), chains: this.#chains.names, features: FEATURES, purpose, addressType: purpose === 'ordinals' ? 'p2tr' : 'p2wpkh' }))
      }
    }
    this.#setAccounts(next)
  }

  async #disconnect() {
    const was = this.#authorized
    this.#authorized = false
    this.#setAccounts([])
    if (was) await this.#request('bitcoin_disconnect').catch(() => undefined)
  }

  #setAccounts(accounts: BitcoinWalletAccount[]) {
    if (accounts.map((a) => a.address).join() === this.#accounts.map((a) => a.address).join()) return
    this.#accounts = accounts
    for (const listener of [...this.#listeners]) listener({ accounts: this.accounts })
  }

  /** Follows the modal: an account or network that changed there changes the addresses here. */
  #onState(state: PublicState) {
    const seen = `${state.status}|${state.address ?? ''}|${state.caipNetworkId ?? ''}`
    if (!this.#authorized || seen === this.#lastSeen) return
    this.#lastSeen = seen
    void this.#request('bitcoin_getAccounts').then(
      (connected) => {
        if (!this.#authorized) return
        if (Array.isArray(connected) && connected.length > 0) return this.#refresh()
        this.#setAccounts([])
      },
      () => undefined,
    )
  }

  #mine(account: WalletAccount) {
    if (!this.#accounts.some((a) => a.address === account.address)) throw new UnauthorizedError()
  }

  async #each<I, O>(inputs: readonly I[], run: (input: I) => Promise<O>): Promise<readonly O[]> {
    // One after another: each is its own approval in the modal, in the dapp's order.
    const outputs: O[] = []
    for (const input of inputs) outputs.push(await run(input))
    return outputs
  }

  async #signMessage({ account, message, protocol = 'bip322' }: BitcoinSignMessageInput): Promise<BitcoinSignMessageOutput> {
    this.#mine(account)
    const answer = (await this.#request('signMessage', { address: account.address, message: new TextDecoder().decode(message), protocol })) as { signature?: unknown }
    const signatureBase64 = String(answer?.signature ?? '')
    return { signedMessage: message, signature: bytesBase64.decode(signatureBase64), signatureBase64 }
  }

  async #signPsbt({ psbt, inputsToSign, chain }: BitcoinSignTransactionInput, broadcast: boolean) {
    for (const { account } of inputsToSign) this.#mine(account)
    const signInputs = inputsToSign.map(({ account, signingIndexes }) => ({ address: account.address, index: signingIndexes }))
    return (await this.#request('signPsbt', { psbt: bytesBase64.encode(psbt), signInputs, broadcast }, chain)) as { psbt: string; txid?: string }
  }

  async #sendTransfer({ recipientAddress, amount, chain }: BitcoinSendTransferInput) {
    if (this.#accounts.length === 0) throw new UnauthorizedError()
    const answer = (await this.#request('sendTransfer', { account: this.#accounts[0]!.address, recipientAddress, amount: amount.toString() }, chain)) as { txid?: unknown }
    return { txId: String(answer?.txid ?? '') }
  }
}
