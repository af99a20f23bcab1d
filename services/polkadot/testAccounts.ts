/** One funded Polkadot test account: SS58 address (prefix 0) and the 32-byte sr25519 mini-secret (hex) behind it. */
export interface PolkadotTestAccount {
  address: string
  /** `sr25519PairFromSeed(hexToU8a(seed))` (or `keyring.addFromSeed(seed)` with type sr25519) gives the pair. */
  seed: string
}

/** Planck each test account holds at genesis (10,000 DOT; 1 DOT = 10^10 planck). */
export const POLKADOT_TEST_PLANCK = 100_000_000_000_000n

/**
 * The genesis hash of the Polkadot relay chain, which the local stand-in answers with (as anvil
 * plays chain 1 and the Solana chain plays devnet), so the modal maps it to Polkadot with no
 * special case. CAIP-2: `polkadot:91b171bb158e2d3848fa23a9f1c25182`.
 */
export const POLKADOT_GENESIS_HASH = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3' as const

/**
 * The local Polkadot chain's five funded accounts. Seed i is sha256 of the UTF-8 text
 * `airlock polkadot test account <i>` (i = 0…4), an sr25519 mini-secret, so anyone can rebuild
 * them; the addresses are listed so a typo in a seed fails a test instead of silently funding
 * another key. Public knowledge: never use them anywhere real.
 *
 * @example
 * import { Keyring } from '@polkadot/keyring'
 * const alice = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromSeed(hexToU8a(polkadotTestAccounts[0]!.seed))
 */
export const polkadotTestAccounts: readonly PolkadotTestAccount[] = [
  { address: '15GB4XLQG42nQpZ6tTkMJYUtXJiDcJ4yWxKfYnaqsDFytoC7', seed: 'a1a882446e393b4d6908e4c5019b30d3581de2d4f0906b9f8d93b4527f2c7d1c' },
  { address: '13mAbwFUFuqMiBtNWkhS1DEj6UyM2eAqEGmF5fFgrER6LrWt', seed: 'ab7a30586e960d5abff828e46adc0c873d800dfef84c0b2e6d5504b077af3679' },
  { address: '1jueBhprtSzR3F3cRZ3DdS1cLtaCu7iPccNTjLnfuir4Pfb', seed: '8758c564b48f8e1cf053e264f26390b895596cf316d4f7b5bfa35621c0a464a2' },
  { address: '13s5Zo9yW3UM4TBEnuEr7z4CCPmXWKm4P9ZWVWpQD1xQjr5q', seed: 'f04719ec8ec40d1a02c83174ecf7364bc712b56261eacbc215eee90bfd464485' },
  { address: '15tjC7iAQk5ptdHr9Gvm2JHp8UVbjjUty998YXEYJd2CBDX8', seed: '6c9043a7b52df8a94e46b3fb4b32f6b2b772d7bcd8fc3d8447c477a1618c1a41' },
]
