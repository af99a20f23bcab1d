import type { AirlockNetwork } from '../../shared/networks/networks'
import { AirlockPolkadotExtension, type PolkadotExtensionHost } from './AirlockPolkadotExtension'

export interface PolkadotExtensionOptions {
  /** The same networks the modal was created with: the first Polkadot one is the extension's chain. */
  networks: readonly AirlockNetwork[]
  /** The key under `window.injectedWeb3` (default `airlock`). */
  name?: string
}

/** The shape `@polkadot/extension-dapp`'s `web3Enable` reads under `window.injectedWeb3`. */
interface InjectedWindow {
  injectedWeb3?: Record<string, { enable(origin: string): Promise<unknown>; version: string }>
}

/**
 * Puts the Airlock modal in `window.injectedWeb3` as a Polkadot extension (what
 * `@polkadot/extension-dapp`'s `web3Enable` and every Polkadot dapp discover), when the options
 * configure a Polkadot network. Lives in its own entry (`airlock/polkadot`) so dapps without
 * Polkadot pay nothing for it. Returns the extension, or undefined without a Polkadot network.
 *
 * @example
 * const modal = createModal(options)
 * injectPolkadotExtension(modal, options)
 * const [airlock] = await web3Enable('My dapp')
 */
export function injectPolkadotExtension(modal: PolkadotExtensionHost, options: PolkadotExtensionOptions): AirlockPolkadotExtension | undefined {
  const network = options.networks.find((n) => n.chainNamespace === 'polkadot')
  if (!network) return undefined
  const extension = new AirlockPolkadotExtension(modal, network.caipNetworkId)
  const target = globalThis as InjectedWindow
  target.injectedWeb3 ??= {}
  target.injectedWeb3[options.name ?? 'airlock'] = { enable: (origin) => extension.enable(origin), version: '1.0.0' }
  return extension
}
