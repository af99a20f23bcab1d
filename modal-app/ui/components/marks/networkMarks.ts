import type { MarkDrawing } from './Mark'

const BITCOIN = 'M9 6v12M9 6h4a2.5 2.5 0 0 1 0 5H9h4.5a2.5 2.5 0 0 1 0 5H9M11 4.5v1.5M11 18v1.5'
const SOLANA = 'M8 6.5h10l-2 2.5H6zM6 10.8h10l2 2.4H8zM8 15h10l-2 2.5H6z'

/**
 * The known networks' marks, by CAIP-2 id, drawn here as simple shapes on each network's colour:
 * a diamond (Ethereum), a notched disc (Base), a chevron (Arbitrum), three slanted bars (Solana;
 * devnet and testnet on other colours), a coin with a B stroke (Bitcoin). A network the dapp
 * gives an image for shows that image instead.
 *
 * @example
 * NETWORK_MARKS['eip155:1']?.bg // '#627eea'
 */
export const NETWORK_MARKS: Readonly<Record<string, MarkDrawing>> = {
  'eip155:1': { bg: '#627eea', d: 'M12 3.5l5 8.3-5 3-5-3zM7 13l5 3 5-3-5 7.5z' },
  'eip155:8453': { bg: '#0052ff', d: 'M12 18a6 6 0 1 0-6-6.8h8v1.6H6A6 6 0 0 0 12 18z' },
  'eip155:42161': { bg: '#213147', line: true, d: 'M7 18l5-12 5 12M9.5 13h5' },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { bg: '#14151a', fg: '#14f195', d: SOLANA },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': { bg: '#9945ff', d: SOLANA },
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': { bg: '#19a57a', d: SOLANA },
  'bip122:000000000019d6689c085ae165831e93': { bg: '#f7931a', line: true, d: BITCOIN },
  'bip122:000000000933ea01ad0ee984209779ba': { bg: '#7a7a7a', line: true, d: BITCOIN },
}
