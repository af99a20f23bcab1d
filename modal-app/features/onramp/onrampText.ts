import { fillTemplate } from '../../ui/i18n/fillTemplate'
import messages from './onrampMessages.en.json'

export type OnrampMessageKey = keyof typeof messages

/**
 * The on-ramp views' words, beside the feature so they load with its lazy views and stay out of
 * the modal's first chunk.
 *
 * @example
 * onrampText('limits', { min: 10, max: 7500, currency: 'USD' }) // 'Amount must be between 10 and 7500 USD'
 */
export function onrampText(key: OnrampMessageKey, vars?: Record<string, string | number>): string {
  return fillTemplate(messages[key], vars)
}
