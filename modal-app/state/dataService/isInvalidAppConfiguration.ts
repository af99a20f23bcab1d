import { Alerts } from '../../../shared/errors/messages'

/**
 * Whether a service answer is the project/origin refusal: 403 with `error` 'Invalid App
 * Configuration' (services/README.md). The modal shows the allow-list alert for it (docs/texts.md#alerts).
 *
 * @example
 * isInvalidAppConfiguration(403, { error: 'Invalid App Configuration' }) // true
 */
export function isInvalidAppConfiguration(status: unknown, body: unknown): boolean {
  return (
    status === 403 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { error?: unknown }).error === Alerts.invalidAppConfiguration.title
  )
}
