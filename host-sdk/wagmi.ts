/**
 * `airlock/wagmi`: {@link airlock}, a wagmi connector (wagmi 2 and 3) that loads the host SDK on
 * first use, so neither it nor the main script grows by the other's bytes.
 *
 * @module airlock/wagmi
 */
export { airlock } from './wagmi/airlock'
