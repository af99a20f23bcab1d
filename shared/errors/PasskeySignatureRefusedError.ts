import { ProviderRpcError } from './ProviderRpcError'

/**
 * A smart account's user operation signed by a passkey was refused by the account's own check
 * (the bundler's validation simulation: `AA24 signature error`): the passkey is not an owner of
 * the account, or its assertion did not verify (another credential, no user verification). Code
 * -32507, the ERC-4337 bundler code for a failed signature check; the message is the visitor's
 * text, shown in the modal and answered to the dapp. Nothing was sent.
 *
 * @example
 * throw new PasskeySignatureRefusedError('This passkey is not an owner of the account: nothing was sent.')
 */
export class PasskeySignatureRefusedError extends ProviderRpcError {
  static override readonly code = -32507
  override name = 'PasskeySignatureRefusedError'

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: PasskeySignatureRefusedError.code, cause: options.cause })
  }
}
