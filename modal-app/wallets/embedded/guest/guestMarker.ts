import { localFlag } from '../internal/localFlag'

/**
 * A plain flag in the modal origin's localStorage saying the visitor's connection is the guest
 * wallet, so a reload reopens it (the key itself rests sealed in IndexedDB). It holds no key,
 * address or id; it goes on disconnect, after an upgrade, or with the origin's storage.
 *
 * @example
 * if (guestMarker.get()) await openGuest()
 */
export const guestMarker = localFlag('airlock:embedded:guest')
