import { defineMethod } from './MethodSpec'

/** eth_signTypedData_v3: typed data v3, approved on the generic view. */
export default defineMethod({ method: 'eth_signTypedData_v3', namespaces: ['eip155'], policy: 'approve', chainBound: true })
