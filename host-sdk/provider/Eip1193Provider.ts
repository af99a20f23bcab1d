import { InvalidRequestError, type ProviderRpcError } from '../../shared/errors/ProviderRpcError'
import type { HostEvent, ModalApi, PublicState } from '../../shared/protocol/api'
import { Emitter } from '../internal/Emitter'

export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
  /** Optional CAIP-2 id to aim a request at a configured network other than the active one. */
  readonly chainId?: string
}

/**
 * The EIP-1193 provider a dapp receives. Every request goes through the bridge to the modal's
 * RPC router; events mirror the modal's state. It never sees keys, only addresses and chain ids.
 *
 * @example
 * const accounts = await modal.provider.request({ method: 'eth_requestAccounts' })
 * modal.provider.on('chainChanged', (id) => console.log(id))
 */
export class Eip1193Provider extends Emitter {
  readonly isAirlock = true
  #modal: () => Pick<ModalApi, 'request'> | Promise<Pick<ModalApi, 'request'>>
  #chainId: string | undefined
  #accounts: string[] = []
  #ids = 0
  /** One eth_requestAccounts in flight at a time: concurrent ones share its answer (one prompt, not 20,000). */
  #requestingAccounts: Promise<unknown> | undefined
  /** A returning visitor's connection came with the modal's `ready` and the modal has not reported its own state yet. */
  #restoring = false

  /** `modal` returns the modal API itself once the bridge is live (no wait per call), else a promise of it. */
  constructor(modal: () => Pick<ModalApi, 'request'> | Promise<Pick<ModalApi, 'request'>>) {
    super()
    this.#modal = modal
  }

  /**
   * EIP-1193 `request`. Malformed arguments reject with -32600 before anything is sent. Not an
   * `async` function: with the bridge live, the call's promise is the bridge's own, with no
   * extra promise and no extra turns per call (a 10,000-call burst paid for both).
   */
  request(args: RequestArguments): Promise<unknown> {
    try {
      if (!args || typeof args !== 'object' || Array.isArray(args)) throw new InvalidRequestError({ message: 'request() expects { method, params }' })
      const { method, params, chainId } = args
      if (typeof method !== 'string' || method.length === 0) throw new InvalidRequestError({ message: 'request() needs a method name' })
      if (method === 'eth_requestAccounts' && params === undefined && chainId === undefined) {
        this.#requestingAccounts ??= this.#send(method).finally(() => {
          this.#requestingAccounts = undefined
        })
        return this.#requestingAccounts
      }
      return this.#send(method, params, chainId)
    } catch (error) {
      return Promise.reject(error)
    }
  }

  #send(method: string, params?: unknown, chainId?: string): Promise<unknown> {
    const live = this.#modal()
    const payload: { method: string; id: string; params?: unknown; chainId?: string } = { method, id: `r${(this.#ids++).toString(36)}` }
    if (params !== undefined) payload.params = params
    if (chainId !== undefined) payload.chainId = chainId
    if (live instanceof Promise) return live.then((modal) => this.#restored(method, payload) ?? modal.request(payload))
    return this.#restored(method, payload) ?? live.request(payload)
  }

  /**
   * While the modal boots with a restored connection, a dapp's first questions (`eth_accounts`,
   * `eth_chainId`, plain) get the answer the modal will give, at once: its state then confirms
   * it or reports the change with its events.
   */
  #restored(method: string, payload: { params?: unknown; chainId?: string }): Promise<unknown> | undefined {
    if (!this.#restoring || payload.params !== undefined || payload.chainId !== undefined) return undefined
    if (method === 'eth_accounts') return Promise.resolve([...this.#accounts])
    return method === 'eth_chainId' && this.#chainId ? Promise.resolve(this.#chainId) : undefined
  }

  /** Legacy chain id read (web3.js, old dapps); `undefined` until connected. */
  get chainId(): string | undefined {
    return this.#chainId
  }

  /** @internal The host routes modal events here. */
  handleEvent(event: Extract<HostEvent, { type: 'provider' }>): void {
    if (event.event === 'chainChanged') this.#chainId = event.data
    if (event.event === 'accountsChanged') this.#accounts = event.data
    if (event.event === 'connect') this.#chainId = event.data.chainId
    this.emit(event.event, event.data)
  }

  /** @internal Keeps legacy getters in step with state snapshots; the modal's own state ends a restored connection's early answers. */
  syncState(state: PublicState, restored = false): void {
    this.#chainId = state.chainId ?? this.#chainId
    this.#accounts = state.accounts
    this.#restoring = restored
  }

  /** @internal The bridge died with pending calls: tell the dapp. */
  handleLost(error: ProviderRpcError): void {
    this.emit('disconnect', error)
  }

  /** Legacy `selectedAddress` for dapps that still read it. */
  get selectedAddress(): string | undefined {
    return this.#accounts[0]
  }
}
