export { startRelay, type RelayOptions, type RunningRelay } from './startRelay'
