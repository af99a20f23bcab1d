import texts from '../locales/onramp.en.json'
import { addLazyMessages } from './t'

/**
 * The texts of the on-ramp views, registered with `t` when the first module that needs them loads: each
 * such module imports this one, so they travel in its lazy chunk, never in the modal's first one.
 *
 * @example
 * import '../../../ui/i18n/onrampMessages'
 * t('onramp.providersIntro') // from here on
 */
export const ONRAMP_MESSAGES = texts

addLazyMessages(texts)
