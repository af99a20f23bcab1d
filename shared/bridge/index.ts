export * from './channel'
export * from './hardenedEndpoint'
