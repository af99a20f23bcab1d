export * from './ModalOptions'
export * from './validateOptions'
export * from './MissingOptionError'
export * from './requireDeploymentUrls'
