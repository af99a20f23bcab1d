import { ProviderRpcError } from './ProviderRpcError'

/**
 * Why the paymaster would not sign, in `data.reason`: the caller showed no live session of the
 * project (`unauthenticated`), the project has no sponsorship (`notSponsored`), the sender is not
 * the signed-in visitor's account (`unknownSender`), the operation itself is above a cap
 * (`operationCap`) or calls a contract the operator did not allow (`targetNotAllowed`), or the
 * sender's or the project's spend for the period is used up (`senderCap`, `projectCap`).
 */
export type SponsorshipRefusal = 'unauthenticated' | 'notSponsored' | 'unknownSender' | 'operationCap' | 'targetNotAllowed' | 'senderCap' | 'projectCap'

export interface SponsorshipRefusedData {
  reason: SponsorshipRefusal
  projectId?: string
  [detail: string]: unknown
}

/**
 * The paymaster will not pay for this user operation (see {@link SponsorshipRefusal} for the
 * reasons, in `data.reason`). JSON-RPC code -32001 (server error range), so a client can tell a
 * refusal from a malformed request (-32602); the modal shows the visitor its own text per reason and answers the dapp with the same class.
 *
 * @example
 * throw new SponsorshipRefusedError(`Gas sponsorship is not enabled for project 'x'.`, { reason: 'notSponsored', projectId: 'x' })
 */
export class SponsorshipRefusedError extends ProviderRpcError {
  static override readonly code = -32001
  override name = 'SponsorshipRefusedError'
  readonly reason: SponsorshipRefusal

  constructor(message: string, data: SponsorshipRefusedData) {
    super(message, { code: SponsorshipRefusedError.code, data })
    this.reason = data.reason
  }
}
