import type { ICore, IVerify } from '@walletconnect/types'

type VerifyParts = Pick<IVerify, 'logger' | 'store'>

/**
 * The Verify component of a WalletConnect core (the public `IVerify` contract that `Core` takes
 * as `core.verify`) for a modal that proves its embedder itself: the bridge handshake checks the
 * host origin and the ancestor chain, and the wallet is shown the dapp's URL from the metadata.
 * `register` gives no attestation (an empty one, which wallets read as "unknown") instead of
 * loading WalletConnect's Verify iframe from an outside host and waiting up to 5 s on every
 * connect and request; `resolve` is the wallet side and has nothing to check here.
 *
 * @example
 * core.verify = new HandshakeVerify(core, core.verify)
 */
export class HandshakeVerify implements IVerify {
  readonly context = 'verify-api'
  readonly logger: IVerify['logger']
  readonly store: IVerify['store']

  constructor(
    readonly core: ICore,
    parts: VerifyParts,
  ) {
    this.logger = parts.logger
    this.store = parts.store
  }

  async init(): Promise<void> {}

  async register(): Promise<string> {
    return ''
  }

  async resolve(): Promise<{ origin: string }> {
    return { origin: '' }
  }
}
