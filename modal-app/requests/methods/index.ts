export { defineMethod, type MethodSpec } from './MethodSpec'
export { isChainBound, METHOD_FACTS, methodSpecOf, modalMethodOf, policyOf, walletConnectMethods } from './methodSpecOf'
export { METHODS } from './table'
