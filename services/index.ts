// The local services' public face: start the whole stack, or use one part.
export { startStack, type Stack, type StartStackOptions } from './stack'
export * from './chains'
export * from './contracts'
export * from './projects'
export * from './storage'
export * from './data-api'
export * from './auth'
export { readPorts, modalOrigins, type Profile, type ProfilePorts } from './internal/paths'
