export * from './isSafeExternalUrl'
