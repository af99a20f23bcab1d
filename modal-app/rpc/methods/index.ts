export { defineMethod, type MethodSpec } from './MethodSpec'
export { isChainBound, methodSpecOf, policyOf, walletConnectMethods } from './methodSpecOf'
export { METHODS } from './table'
