import { InvalidParamsError } from '../../../shared/errors/ProviderRpcError'

/**
 * Thrown when an extrinsic payload does not decode exactly against the chain's metadata (wrong
 * chain or version, a call the metadata lacks, bytes after the call, a signed-extension list that
 * is not the chain's). It is the router's invalid-params error (-32602), so the dapp gets the
 * same refusal whether the router or the signer found the fault; `data.reason` names the cause.
 * Its own file so the signer can recognise it without loading `@polkadot/types`.
 *
 * @example
 * throw new PolkadotPayloadError('The payload has bytes after its call')
 */
export class PolkadotPayloadError extends InvalidParamsError {
  override name = 'PolkadotPayloadError'
  readonly reason = 'POLKADOT_PAYLOAD_UNREADABLE'

  constructor(message: string) {
    super({ message, data: { reason: 'POLKADOT_PAYLOAD_UNREADABLE' } })
  }
}
