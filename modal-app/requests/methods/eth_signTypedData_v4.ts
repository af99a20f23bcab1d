import { lazyComponent } from '../../ui/components/lazyComponent'
import { isObject, positional, refuse } from './internal/decoders'
import { defineMethod } from './MethodSpec'
import type { SignTypedDataParams } from './params'

const EthSignTypedDataV4 = lazyComponent(() => import('../approve/bodies/eth_signTypedData_v4'))

/**
 * eth_signTypedData_v4: an EIP-712 signature after approval, on the chain the approval showed.
 * The dapp sends the typed data as JSON text (or an object); the decoder reads it once, and
 * the wallet still gets the dapp's own params.
 */
export default defineMethod<SignTypedDataParams>({
  method: 'eth_signTypedData_v4',
  namespaces: ['eip155'],
  policy: 'approve',
  decode(params) {
    const [address, raw] = positional('eth_signTypedData_v4', params, 2)
    const typedData = typeof raw === 'string' ? readJson(raw) : raw
    if (!isObject(typedData)) refuse('eth_signTypedData_v4 needs the typed data as its second parameter')
    return [address, { ...typedData, domain: isObject(typedData.domain) ? typedData.domain : undefined, message: isObject(typedData.message) ? typedData.message : undefined }]
  },
  approval: { title: 'approve.title.eth_signTypedData_v4', Body: EthSignTypedDataV4 },
  chainBound: true,
  walletConnect: true,
})

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
