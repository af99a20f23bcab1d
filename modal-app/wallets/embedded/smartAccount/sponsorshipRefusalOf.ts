import { SponsorshipRefusedError, type SponsorshipRefusal } from '../../../../shared/errors/SponsorshipRefusedError'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/viewMessages'

const REASONS: readonly SponsorshipRefusal[] = ['unauthenticated', 'notSponsored', 'unknownSender', 'operationCap', 'targetNotAllowed', 'senderCap', 'projectCap']

/**
 * The operator's paymaster refused to sponsor (JSON-RPC -32001 with `data.reason`, somewhere under
 * viem's wrapping, which reads -32001 as "resource not found"): the refusal as a
 * SponsorshipRefusedError carrying the visitor's text for its reason (a cap reached, an
 * operation above the caps, a contract the app does not sponsor, a session to renew), or
 * undefined for any other failure.
 *
 * @example
 * const refusal = sponsorshipRefusalOf(error)
 * if (refusal) showToVisitor(refusal.message)
 */
export function sponsorshipRefusalOf(error: unknown): SponsorshipRefusedError | undefined {
  for (let e = error as { code?: unknown; data?: { reason?: unknown }; cause?: unknown } | null | undefined, depth = 0; e && typeof e === 'object' && depth < 10; e = e.cause as typeof e, depth++) {
    const reason = e.code === SponsorshipRefusedError.code ? e.data?.reason : undefined
    if (typeof reason === 'string' && (REASONS as readonly string[]).includes(reason)) {
      return new SponsorshipRefusedError(t(`sponsorship.${reason as SponsorshipRefusal}`), { reason: reason as SponsorshipRefusal })
    }
  }
  return undefined
}
