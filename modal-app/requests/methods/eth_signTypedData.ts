import { defineMethod } from './MethodSpec'

/** eth_signTypedData: legacy typed data, approved on the generic view. */
export default defineMethod({ method: 'eth_signTypedData', namespaces: ['eip155'], policy: 'approve', chainBound: true })
