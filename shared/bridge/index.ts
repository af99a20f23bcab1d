export * from './channel'
export * from './refuseCall'
