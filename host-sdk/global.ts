// The classic-script build: `window.Airlock` with createModal; the network definitions are
// networks.global.js (host-sdk/networks.ts), which extends the same global.
export * from './index'
