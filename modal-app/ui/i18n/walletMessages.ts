import texts from '../locales/wallet.en.json'
import { addLazyMessages } from './t'

/**
 * The texts of the wallet features (send, receive, NFTs, names), registered with `t` when the first module that needs them loads: each
 * such module imports this one, so they travel in its lazy chunk, never in the modal's first one.
 *
 * @example
 * import '../../../ui/i18n/walletMessages'
 * t('walletFeatures.label') // from here on
 */
export const WALLET_MESSAGES = texts

addLazyMessages(texts)
