import { localFlag } from './localFlag'

/**
 * A plain flag in the modal origin's localStorage saying a session of the embedded wallet may
 * be stored, so a page load without one never fetches the wallet's code (keys, viem) just to find
 * nothing. It holds no token or user data: the session itself stays in the session store.
 *
 * @example
 * if (signedInMarker.get()) await restoreWallet()
 */
export const signedInMarker = localFlag('airlock:embedded:signedIn')
