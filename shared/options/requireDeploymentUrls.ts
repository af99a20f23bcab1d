import type { HostServiceUrls } from './ModalOptions'
import { MissingOptionError } from './MissingOptionError'

/** The URLs a dapp must give `createModal`: where the modal and its registry, analytics and relay are deployed. */
export interface DeploymentUrls {
  modalUrl: string
  services: HostServiceUrls
}

// The SDK's size budget is tight: one short text per scheme rather than one per option.
// The data API, auth, bundler and paymaster URLs are not here: they are the operator's, from the
// project's settings, and the modal checks any the page names against those.
const SERVICES: ReadonlyArray<[keyof HostServiceUrls, 'http' | 'ws']> = [
  ['registryUrl', 'http'],
  ['analyticsUrl', 'http'],
  ['relayUrl', 'ws'],
]

/**
 * Checks that `modalUrl` and the registry, analytics and relay URLs are given with the right scheme, and throws a
 * {@link MissingOptionError} naming the first one that is not. The SDK has no defaults for them: a
 * default would point a production dapp at localhost; the local stack passes its loopback URLs
 * explicitly (demo, tests, bench).
 *
 * @example
 * requireDeploymentUrls({ modalUrl: 'https://modal.example/', services: { registryUrl, analyticsUrl, relayUrl } })
 */
export function requireDeploymentUrls(options: { modalUrl?: unknown; services?: unknown }): DeploymentUrls {
  if (!hasScheme(options.modalUrl, 'http')) throw new MissingOptionError('modalUrl', 'the http(s) URL where the modal app is deployed')
  const services = (options.services && typeof options.services === 'object' ? options.services : {}) as Record<string, unknown>
  for (const [key, scheme] of SERVICES) if (!hasScheme(services[key], scheme)) throw new MissingOptionError(`services.${key}`, `the ${scheme}(s) URL of that service`)
  return { modalUrl: options.modalUrl, services: services as unknown as HostServiceUrls }
}

// Compares strings: a RegExp built per call was compiled six times in every createModal.
function hasScheme(value: unknown, scheme: 'http' | 'ws'): value is string {
  try {
    return typeof value === 'string' && [`${scheme}:`, `${scheme}s:`].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
