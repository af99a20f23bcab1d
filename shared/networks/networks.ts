import type { CaipNetworkId, ChainNamespace } from '../caip/caip'

/** A network as docs/entities.md#network describes it; plain data so it crosses the bridge. */
export interface AirlockNetwork {
  id: number | string
  name: string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: string[]; webSocket?: string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string }
}

// Calls of these factories are side-effect free (the annotation tells bundlers so): a dapp's
// bundle keeps only the networks it imports, and builds only those while its page loads.
/* @__NO_SIDE_EFFECTS__ */
function evm(id: number, name: string, rpc: string, explorer: string, testnet = false): AirlockNetwork {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: `${name} explorer`, url: explorer } },
    testnet,
  }
}

/** Ethereum mainnet (1). */
export const mainnet = evm(1, 'Ethereum', 'https://cloudflare-eth.com', 'https://etherscan.io')
/** Base (8453). */
export const base = evm(8453, 'Base', 'https://mainnet.base.org', 'https://basescan.org')
/** Arbitrum One (42161). */
export const arbitrum = evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', 'https://arbiscan.io')

/* @__NO_SIDE_EFFECTS__ */
function solanaNet(ref: string, name: string, rpc: string, testnet: boolean): AirlockNetwork {
  return {
    id: ref,
    name,
    caipNetworkId: `solana:${ref}`,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
    testnet,
  }
}

/** Solana mainnet, devnet and testnet (genesis-hash references). */
export const solana = solanaNet('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', false)
export const solanaDevnet = solanaNet('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', true)
export const solanaTestnet = solanaNet('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://api.testnet.solana.com', true)

/* @__NO_SIDE_EFFECTS__ */
function bitcoinNet(ref: string, name: string, testnet: boolean): AirlockNetwork {
  return {
    id: ref,
    name,
    caipNetworkId: `bip122:${ref}`,
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [] } },
    testnet,
  }
}

/** Bitcoin mainnet and testnet (BIP-122 genesis references). */
export const bitcoin = bitcoinNet('000000000019d6689c085ae165831e93', 'Bitcoin', false)
export const bitcoinTestnet = bitcoinNet('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', true)
/** Bitcoin regtest (genesis 0f9188f1…): the local chain of `npm start` and the tests. */
export const bitcoinRegtest = bitcoinNet('0f9188f13cb7b2c71f2a335e3a4fc328', 'Bitcoin Regtest', true)

/** Every network Airlock defines, for lookups by CAIP-2 id. */
export const allNetworks: readonly AirlockNetwork[] = [mainnet, base, arbitrum, solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet, bitcoinRegtest]
