export * from './ModalOptions'
export * from './validateOptions'
