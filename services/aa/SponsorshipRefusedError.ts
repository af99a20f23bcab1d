import { ProviderRpcError } from '../../shared/errors'

/**
 * The paymaster will not pay for this user operation: the project is unknown, or its operator has
 * not switched gas sponsorship on (`"sponsorGas": true` in config/projects.json). JSON-RPC code
 * -32001 (server error range), so a client can tell a refusal from a malformed request (-32602).
 *
 * @example
 * throw new SponsorshipRefusedError(`Gas sponsorship is not enabled for project 'x'.`)
 */
export class SponsorshipRefusedError extends ProviderRpcError {
  static override readonly code = -32001
  override name = 'SponsorshipRefusedError'

  constructor(message: string, data?: unknown) {
    super(message, { code: SponsorshipRefusedError.code, data })
  }
}
