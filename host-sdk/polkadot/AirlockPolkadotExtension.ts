import { InvalidParamsError, UnauthorizedError } from '../../shared/errors/ProviderRpcError'
import type { PublicState } from '../../shared/protocol/api'

/** What the extension needs of the Airlock modal: its provider's request and its state. */
export interface PolkadotExtensionHost {
  provider: { request(args: { method: string; params?: object; chainId?: string }): Promise<unknown> }
  getState(): PublicState
  subscribe(listener: (state: PublicState) => void): () => void
}

/** An account as `@polkadot/extension-inject` lists it. */
export interface InjectedAccount {
  address: string
  genesisHash?: string | null
  name?: string
  type?: 'sr25519' | 'ed25519' | 'ecdsa'
}

/** `SignerPayloadJSON` of `@polkadot/types`: the extrinsic payload a dapp asks to have signed. */
export interface SignerPayloadJSON {
  address: string
  blockHash: string
  blockNumber: string
  era: string
  genesisHash: string
  method: string
  nonce: string
  specVersion: string
  tip: string
  transactionVersion: string
  signedExtensions: string[]
  version: number
  [extra: string]: unknown
}

/** `SignerPayloadRaw`: bytes (hex) a dapp asks to have signed as a message. */
export interface SignerPayloadRaw {
  address: string
  data: string
  type: 'bytes' | 'payload'
}

/** What `signPayload` / `signRaw` answer. */
export interface SignerResult {
  id: number
  signature: `0x${string}`
}

/** What `enable()` gives the dapp: the `Injected` of `@polkadot/extension-inject`. */
export interface InjectedAirlock {
  accounts: { get(anyType?: boolean): Promise<InjectedAccount[]>; subscribe(cb: (accounts: InjectedAccount[]) => void | Promise<void>): () => void }
  signer: { signPayload(payload: SignerPayloadJSON): Promise<SignerResult>; signRaw(raw: SignerPayloadRaw): Promise<SignerResult> }
}

const HEX_SIGNATURE = /^0x[0-9a-fA-F]{128,132}$/

/**
 * Airlock as a Polkadot injected extension (`window.injectedWeb3.airlock`): `enable()` asks the
 * modal for the Polkadot account (the modal opens to connect when there is none) and gives the
 * dapp the account list and a signer. `signPayload` and `signRaw` go through the bridge as
 * `polkadot_signTransaction` / `polkadot_signMessage`, the methods WalletConnect's `polkadot`
 * namespace uses, and the modal shows the decoded extrinsic or the message for approval. It never
 * holds a key, only the public account.
 *
 * @example
 * const injected = await new AirlockPolkadotExtension(modal, 'polkadot:91b171bb158e2d3848fa23a9f1c25182').enable('My dapp')
 */
export class AirlockPolkadotExtension {
  readonly #host: PolkadotExtensionHost
  readonly #chainId: string
  readonly #listeners = new Set<(accounts: InjectedAccount[]) => void | Promise<void>>()
  #accounts: InjectedAccount[] = []
  #enabled = false
  #nextId = 1
  #lastSeen = ''

  constructor(host: PolkadotExtensionHost, chainId: string) {
    this.#host = host
    this.#chainId = chainId
    host.subscribe((state) => this.#onState(state))
  }

  /** The dapp's `web3Enable(originName)`: connects (opening the modal if needed) and returns the injected interface. */
  async enable(_originName: string): Promise<InjectedAirlock> {
    const accounts = await this.#request('polkadot_requestAccounts')
    this.#enabled = true
    this.#setAccounts(accounts)
    return {
      accounts: {
        get: async () => this.#accounts.slice(),
        subscribe: (cb) => {
          this.#listeners.add(cb)
          void cb(this.#accounts.slice())
          return () => void this.#listeners.delete(cb)
        },
      },
      signer: {
        signPayload: async (payload) => {
          this.#mine(payload?.address)
          const answer = (await this.#request('polkadot_signTransaction', { address: payload.address, transactionPayload: payload })) as { signature?: unknown }
          return { id: this.#nextId++, signature: this.#signature(answer) }
        },
        signRaw: async (raw) => {
          this.#mine(raw?.address)
          if (typeof raw.data !== 'string') throw new InvalidParamsError()
          const answer = (await this.#request('polkadot_signMessage', { address: raw.address, message: raw.data })) as { signature?: unknown }
          return { id: this.#nextId++, signature: this.#signature(answer) }
        },
      },
    }
  }

  #request(method: string, params?: object): Promise<unknown> {
    return this.#host.provider.request({ method, chainId: this.#chainId, ...(params ? { params } : {}) })
  }

  #signature(answer: { signature?: unknown } | undefined): `0x${string}` {
    const signature = answer?.signature
    if (typeof signature !== 'string' || !HEX_SIGNATURE.test(signature)) throw new InvalidParamsError()
    return signature as `0x${string}`
  }

  #mine(address: unknown) {
    if (!this.#enabled || !this.#accounts.some((a) => a.address === address)) throw new UnauthorizedError()
  }

  #setAccounts(accounts: unknown) {
    const list = Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : []
    const next = list.map((address): InjectedAccount => ({ address, name: 'Airlock', type: 'sr25519', genesisHash: null }))
    if (next.map((a) => a.address).join() === this.#accounts.map((a) => a.address).join()) return
    this.#accounts = next
    for (const cb of [...this.#listeners]) void cb(next.slice())
  }

  /** Follows the modal: an account that changed or ended there changes or ends here. */
  #onState(state: PublicState) {
    const seen = `${state.status}|${state.address ?? ''}|${state.caipNetworkId ?? ''}`
    if (!this.#enabled || seen === this.#lastSeen) return
    this.#lastSeen = seen
    void this.#request('polkadot_getAccounts').then(
      (accounts) => this.#setAccounts(accounts),
      () => undefined,
    )
  }
}
