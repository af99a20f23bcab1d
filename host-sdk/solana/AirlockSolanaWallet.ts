import type { SolanaSignAndSendTransactionFeature, SolanaSignAndSendTransactionInput, SolanaSignAndSendTransactionOutput, SolanaSignMessageFeature, SolanaSignMessageInput, SolanaSignMessageOutput, SolanaSignTransactionFeature, SolanaSignTransactionInput, SolanaSignTransactionOutput } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { InvalidParamsError, UnauthorizedError } from '../../shared/errors/ProviderRpcError'
import type { PublicState } from '../../shared/protocol/api'
import { base58 } from '../../shared/solana/base58'
import { bytesBase64 } from '../../shared/encoding/bytesBase64'
import type { solanaChains } from './solanaChains'

/** What the wallet needs of the Airlock modal: its provider's request and its state. */
export interface SolanaWalletHost {
  provider: { request(args: { method: string; params?: object; chainId?: string }): Promise<unknown> }
  getState(): PublicState
  subscribe(listener: (state: PublicState) => void): () => void
}

type Features = StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

/**
 * Airlock as a Wallet Standard wallet for Solana dapps (`@solana/wallet-adapter`, the Wallet
 * Standard app libraries): `standard:connect` asks the modal for the Solana account (the modal
 * opens to connect when there is none), signing goes through the bridge as `solana_*` requests
 * that the modal approves like EIP-1193 ones, and `standard:events` reports account changes
 * the modal's state shows. It never holds a key: only the public account. Disconnect ends the
 * dapp's use of the account and the visitor's Solana connection in the modal.
 *
 * @example
 * registerWallet(new AirlockSolanaWallet(modal, solanaChains(networks, customRpcUrls), { name: 'Airlock', icon }))
 */
export class AirlockSolanaWallet implements Wallet {
  /** The Wallet Standard version this wallet implements. */
  readonly version = '1.0.0' as const
  /** The name dapps list it under (`Airlock` unless the options say otherwise). */
  readonly name: string
  /** Its icon, a data URL. */
  readonly icon: WalletIcon
  readonly #host: SolanaWalletHost
  readonly #chains: ReturnType<typeof solanaChains>
  readonly #listeners = new Set<StandardEventsListeners['change']>()
  #account: WalletAccount | null = null
  /** The dapp connected (and did not disconnect): only then does the wallet follow the modal's account. */
  #authorized = false
  #lastSeen = ''

  constructor(host: SolanaWalletHost, chains: ReturnType<typeof solanaChains>, identity: { name: string; icon: WalletIcon }) {
    this.#host = host
    this.#chains = chains
    this.name = identity.name
    this.icon = identity.icon
    host.subscribe((state) => this.#onState(state))
  }

  /** The Solana chains of the dapp's networks, as Wallet Standard names them (`solana:devnet`…). */
  get chains() {
    return this.#chains.names
  }

  /** The visitor's Solana account once the dapp connected (`standard:connect`), otherwise none. */
  get accounts(): readonly WalletAccount[] {
    return this.#account ? [this.#account] : []
  }

  /** What the wallet does: connect, disconnect and events (`standard:*`), and Solana's sign message, sign transaction and sign and send (`solana:*`), each through the modal. */
  get features(): Features {
    return {
      'standard:connect': { version: '1.0.0', connect: async (input) => this.#connect(input?.silent === true) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.#disconnect() },
      'standard:events': { version: '1.0.0', on: (event, listener) => this.#on(event, listener) },
      'solana:signMessage': { version: '1.1.0', signMessage: (...inputs) => this.#each(inputs, (i) => this.#signMessage(i)) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        // Several inputs are wallet-adapter's signAllTransactions: one approval, all signed or none.
        signTransaction: (...inputs) => (inputs.length > 1 ? this.#signAll(inputs) : this.#each(inputs, (i) => this.#signTransaction(i))),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs) => this.#each(inputs, (i) => this.#signAndSend(i)),
      },
    }
  }

  #on(event: string, listener: StandardEventsListeners['change']) {
    if (event !== 'change') return () => undefined
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** The CAIP-2 id a request goes to: the input's chain, else the modal's active Solana network, else the dapp's first. */
  #caip(chain?: string): string {
    if (chain !== undefined) {
      const caip = this.#chains.caipOf(chain)
      if (!caip) throw new InvalidParamsError({ message: `Chain ${chain} is not configured` })
      return caip
    }
    const active = this.#host.getState().caipNetworkId
    const caip = active?.startsWith('solana:') ? active : this.#chains.first()
    if (!caip) throw new InvalidParamsError({ message: 'No Solana network is configured' })
    return caip
  }

  #request(method: string, params?: object, chain?: string): Promise<unknown> {
    return this.#host.provider.request({ method, chainId: this.#caip(chain), ...(params ? { params } : {}) })
  }

  async #connect(silent: boolean) {
    // A silent connect (auto-connect) must not open the modal: it takes an account only if there is one.
    const accounts = (await this.#request(silent ? 'solana_getAccounts' : 'solana_requestAccounts')) as unknown
    const address = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined
    if (address) {
      this.#authorized = true
      this.#setAccount(address)
    }
    return { accounts: this.accounts }
  }

  async #disconnect() {
    const was = this.#authorized
    this.#authorized = false
    this.#setAccount(undefined)
    // The dapp's sign-out ends the visitor's Solana connection in the modal too (as wagmi's
    // disconnect does on EVM): the next connect asks again. The dapp is signed out either way.
    if (was) await this.#request('solana_disconnect').catch(() => undefined)
  }

  #setAccount(address: string | undefined) {
    if ((this.#account?.address ?? undefined) === address) return
    this.#account = address ? new ReadonlyWalletAccount({ address, publicKey: base58.decode(address), chains: this.#chains.names, features: FEATURES }) : null
    for (const listener of [...this.#listeners]) listener({ accounts: this.accounts })
  }

  /** Follows the modal: a Solana account that changed or ended there changes or ends here. */
  #onState(state: PublicState) {
    const seen = `${state.status}|${state.address ?? ''}|${state.caipNetworkId ?? ''}`
    if (!this.#authorized || seen === this.#lastSeen) return
    this.#lastSeen = seen
    void this.#request('solana_getAccounts').then(
      (accounts) => {
        if (!this.#authorized) return
        const address = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : undefined
        this.#setAccount(address)
      },
      () => undefined,
    )
  }

  #mine(account: WalletAccount) {
    if (!this.#account || account.address !== this.#account.address) throw new UnauthorizedError()
  }

  async #each<I, O>(inputs: readonly I[], run: (input: I) => Promise<O>): Promise<readonly O[]> {
    // One after another: each is its own approval in the modal, in the dapp's order.
    const outputs: O[] = []
    for (const input of inputs) outputs.push(await run(input))
    return outputs
  }

  async #signMessage({ account, message }: SolanaSignMessageInput): Promise<SolanaSignMessageOutput> {
    this.#mine(account)
    const answer = (await this.#request('solana_signMessage', { message: base58.encode(message), pubkey: account.address })) as { signature?: unknown }
    return { signedMessage: message, signature: base58.decode(String(answer?.signature ?? '')), signatureType: 'ed25519' }
  }

  async #signTransaction({ account, transaction, chain }: SolanaSignTransactionInput): Promise<SolanaSignTransactionOutput> {
    this.#mine(account)
    const answer = (await this.#request('solana_signTransaction', { transaction: bytesBase64.encode(transaction) }, chain)) as { transaction?: unknown }
    return { signedTransaction: bytesBase64.decode(String(answer?.transaction ?? '')) }
  }

  async #signAll(inputs: readonly SolanaSignTransactionInput[]): Promise<readonly SolanaSignTransactionOutput[]> {
    for (const { account } of inputs) this.#mine(account)
    const chain = inputs[0]!.chain
    if (inputs.some((i) => i.chain !== chain)) throw new InvalidParamsError({ message: 'All transactions must be for one chain' })
    const answer = (await this.#request('solana_signAllTransactions', { transactions: inputs.map((i) => bytesBase64.encode(i.transaction)) }, chain)) as { transactions?: unknown }
    const signed = Array.isArray(answer?.transactions) ? answer.transactions : []
    if (signed.length !== inputs.length) throw new InvalidParamsError({ message: 'The wallet did not sign every transaction' })
    return signed.map((t) => ({ signedTransaction: bytesBase64.decode(String(t)) }))
  }

  async #signAndSend({ account, transaction, chain, options }: SolanaSignAndSendTransactionInput): Promise<SolanaSignAndSendTransactionOutput> {
    this.#mine(account)
    const params = { transaction: bytesBase64.encode(transaction), ...(options ? { sendOptions: options } : {}) }
    const answer = (await this.#request('solana_signAndSendTransaction', params, chain)) as { signature?: unknown }
    return { signature: base58.decode(String(answer?.signature ?? '')) }
  }
}
