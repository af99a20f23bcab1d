// The `airlock/wagmi` entry: a wagmi connector (wagmi 2 and 3) that loads the host SDK (`airlock`)
// on first use, so neither it nor the main script grows by the other's bytes.
export { airlock } from './wagmi/airlock'
