import type { AirlockNetwork } from '../../../../shared/networks/networks'

/**
 * What every per-method approval body receives: `P` is the params as the method table's decoder
 * typed them (decoded once, at the router); a body never parses or re-checks them.
 */
export interface MethodProps<P = unknown> {
  method: string
  params: P
  network?: AirlockNetwork
  /** The address the request acts with (a grant may not name it). */
  address?: string
}
