import texts from '../locales/settings.en.json'
import { addLazyMessages } from './t'

/**
 * The texts of the modal's settings (the language setting), registered with `t` when the first
 * module that needs them loads: each such module imports this one, so they travel in its lazy
 * chunk, never in the modal's first one. Their own file (`settings.en.json`, and `settings.json`
 * in each locale folder), so a setting added here never touches the other catalogs.
 *
 * @example
 * import '../i18n/settingsMessages'
 * t('language.label') // from here on
 */
export const SETTINGS_MESSAGES = texts

addLazyMessages(texts)
