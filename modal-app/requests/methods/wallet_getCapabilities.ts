import { ErrorText } from '../../../shared/errors/messages'
import { refuse } from './internal/decoders'
import { defineMethod } from './MethodSpec'

/** wallet_getCapabilities' params: the account (and optionally chain ids). */
export type GetCapabilitiesParams = readonly unknown[]

/** wallet_getCapabilities (EIP-5792): the wallet's capabilities for the account, without a prompt. */
export default defineMethod<GetCapabilitiesParams>({
  method: 'wallet_getCapabilities',
  namespaces: ['eip155'],
  policy: 'account',
  decode(params) {
    if (!Array.isArray(params)) refuse(ErrorText.missingCapabilitiesAddress)
    return params
  },
})
