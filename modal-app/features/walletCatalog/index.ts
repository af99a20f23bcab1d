export * from './walletCatalogSlice'
export * from './selectors'
