// The classic-script build: `window.Airlock` with createModal and the network definitions.
export * from './index'
export * from './networks'
