import { fillTemplate } from '../../ui/i18n/fillTemplate'
import messages from './swapMessages.en.json'

export type SwapMessageKey = keyof typeof messages

/**
 * The Swap view's words. They live beside the feature, not in the first chunk's locale, because
 * only the lazily loaded Swap view needs them (the modal's first chunk has a size budget).
 *
 * @example
 * swapText('balance', { amount: '1.5', symbol: 'ETH' }) // 'Balance: 1.5 ETH'
 */
export function swapText(key: SwapMessageKey, vars?: Record<string, string | number>): string {
  return fillTemplate(messages[key], vars)
}
