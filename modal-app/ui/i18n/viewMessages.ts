import texts from '../locales/en.views.json'
import { addLazyMessages } from './t'

/**
 * The lazily loaded views' texts, registered when the first module that needs them loads: each
 * such module imports this one, so the texts travel in the views' chunks, never in the modal's
 * first one (its 100 KiB budget). Importing it twice registers them once.
 *
 * @example
 * import { VIEW_MESSAGES } from '../../../ui/i18n/viewMessages'
 * void VIEW_MESSAGES // the texts are in t() from here on
 */
export const VIEW_MESSAGES = texts

addLazyMessages(texts)
