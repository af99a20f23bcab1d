import texts from '../locales/swap.en.json'
import { addLazyMessages } from './t'

/**
 * The texts of the Swap view, registered with `t` when the first module that needs them loads: each
 * such module imports this one, so they travel in its lazy chunk, never in the modal's first one.
 *
 * @example
 * import '../../../ui/i18n/swapMessages'
 * t('swap.loading') // from here on
 */
export const SWAP_MESSAGES = texts

addLazyMessages(texts)
