/**
 * `airlock/server`: what a dapp's server needs to trust a sign-in made in the modal
 * ({@link verifySiwxSession}); Node, never imported by the browser entries (it carries viem's
 * signature checks).
 *
 * @module airlock/server
 */
export { verifySiwxSession, SIWX_MAX_AGE_SECONDS, SIWX_CLOCK_SKEW_SECONDS, type VerifySiwxOptions, type VerifiedSiwxSession } from '../shared/siwx/verifySiwxSession'
export { parseSiwxMessage } from '../shared/siwx/parseSiwxMessage'
export { buildSiwxMessage } from '../shared/siwx/buildSiwxMessage'
export { SiwxVerifyError, type SiwxVerifyCode } from '../shared/siwx/SiwxVerifyError'
export type { SiwxMessageData, SiwxSession } from '../shared/siwx/SiwxSession'
export type { SiwxOptions } from '../shared/siwx/SiwxOptions'
