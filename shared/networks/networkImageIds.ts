/**
 * The image ids of the local chains' network icons (`GET /public/getAssetImage/{imageId}`), by
 * CAIP-2 id. Like the hosted registry's network image ids they are fixed in the client: a
 * network object from the host carries none, and `chainImages` still wins over them.
 */
export const NETWORK_IMAGE_IDS: Readonly<Record<string, string>> = {
  'eip155:1': 'airlock-network-ethereum',
  'eip155:8453': 'airlock-network-base',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'airlock-network-solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'airlock-network-solana-devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'airlock-network-solana-testnet',
}
