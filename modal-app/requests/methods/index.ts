export { defineMethod, type MethodSpec } from './MethodSpec'
export { isChainBound, methodSpecOf, modalMethodOf, policyOf, walletConnectMethods } from './methodSpecOf'
export { METHODS } from './table'
