import { allNetworks, type AirlockNetwork } from '../../../shared/networks/networks'

/** A network as an approval shows it, and whether its name comes from the site rather than the modal. */
export interface ShownNetwork {
  network?: AirlockNetwork
  /** The label: the modal's own name, or the site's name with its id for a chain the modal doesn't know. */
  label: string
  namedBySite: boolean
}

/**
 * The network an approval names, told truthfully: for a chain the modal knows, its name, symbol
 * and decimals come from the modal's own data, whatever the dapp's options call it (a dapp that
 * renames chain 1 "Sepolia Testnet" with 36 decimals can't shrink 5 ETH on screen); a chain the
 * modal doesn't know is shown as the site named it, with its id, and marked so.
 *
 * @example
 * trustedNetwork('eip155:1', [{ ...mainnet, name: 'Sepolia Testnet' }]).label // 'Ethereum'
 * trustedNetwork('eip155:777', [custom]).label // 'My Chain (eip155:777)'
 */
export function trustedNetwork(caipNetworkId: string, configured: readonly AirlockNetwork[]): ShownNetwork {
  const known = allNetworks.find((n) => n.caipNetworkId === caipNetworkId)
  if (known) return { network: known, label: known.name, namedBySite: false }
  const site = configured.find((n) => n.caipNetworkId === caipNetworkId)
  return { network: site, label: site ? `${site.name} (${caipNetworkId})` : caipNetworkId, namedBySite: true }
}
