import type { AirlockNetwork } from '../../../shared/networks/networks'

/** What every per-method approval body receives. */
export interface MethodProps {
  method: string
  /** The request's params as the dapp sent them (already parsed from the route's JSON). */
  params: unknown
  network?: AirlockNetwork
  /** The address the request acts with (a grant may not name it). */
  address?: string
}
