export { ss58Encode } from './ss58Encode'
export { ss58Decode } from './ss58Decode'
export { verifyPolkadotSignature } from './verifyPolkadotSignature'
export { systemAccountKey } from './systemAccountKey'
