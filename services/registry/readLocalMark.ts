import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { NETWORK_IMAGE_IDS } from '../../shared/networks/networkImageIds'

/** Connector image ids of the local stack's own wallets (the demo wallet and the e2e test wallets). */
export const LOCAL_WALLET_IMAGE_IDS = {
  'dev.airlock.demowallet': 'airlock-wallet-demo',
  'dev.airlock.testwallet': 'airlock-wallet-test',
  'dev.airlock.second': 'airlock-wallet-second',
} as const

const FILES: Record<string, string> = {
  [LOCAL_WALLET_IMAGE_IDS['dev.airlock.demowallet']]: 'demo-wallet.svg',
  [LOCAL_WALLET_IMAGE_IDS['dev.airlock.testwallet']]: 'test-wallet.svg',
  [LOCAL_WALLET_IMAGE_IDS['dev.airlock.second']]: 'second-wallet.svg',
  [NETWORK_IMAGE_IDS['eip155:1']!]: 'network-ethereum.svg',
  [NETWORK_IMAGE_IDS['eip155:8453']!]: 'network-base.svg',
  [NETWORK_IMAGE_IDS['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']!]: 'network-solana.svg',
  [NETWORK_IMAGE_IDS['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']!]: 'network-solana-devnet.svg',
  [NETWORK_IMAGE_IDS['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z']!]: 'network-solana-testnet.svg',
}

const cache = new Map<string, string>()

/**
 * The hand-drawn SVG mark (services/registry/marks, our own artwork, no other project's logo)
 * the local registry has for an image id, or `undefined` when it has none and the caller draws
 * initials. Each file is read once and kept.
 *
 * @example
 * readLocalMark('airlock-network-base') // '<svg xmlns="http://www.w3.org/2000/svg" …'
 * readLocalMark('ccd86800-…')           // undefined
 */
export function readLocalMark(imageId: string): string | undefined {
  const file = Object.hasOwn(FILES, imageId) ? FILES[imageId] : undefined
  if (!file) return undefined
  let svg = cache.get(file)
  if (svg === undefined) {
    svg = readFileSync(fileURLToPath(new URL(`./marks/${file}`, import.meta.url)), 'utf8').trim()
    cache.set(file, svg)
  }
  return svg
}
