/** One funded Solana test account: base58 address and the 32-byte ed25519 seed (hex) behind it. */
export interface SolanaTestAccount {
  address: string
  /** `Keypair.fromSeed(Buffer.from(seed, 'hex'))` gives the keypair. */
  seed: string
}

/** SOL each test account holds at genesis (1,000 SOL in lamports). */
export const SOLANA_TEST_LAMPORTS = 1_000_000_000_000n

/** Whole tokens of the test mint each test account holds at genesis. */
export const SOLANA_TEST_TOKEN_BALANCE = 10_000n

/**
 * The local Solana chain's five funded accounts. Seed i is sha256 of the UTF-8 text
 * `airlock solana test account <i>` (i = 0…4), so anyone can rebuild them; the addresses are
 * listed so a typo in a seed fails a test instead of silently funding another key. Public
 * knowledge: never use them anywhere real. Account 0 is the test mint's authority.
 *
 * @example
 * import { Keypair } from '@solana/web3.js'
 * const payer = Keypair.fromSeed(Buffer.from(solanaTestAccounts[0]!.seed, 'hex'))
 */
export const solanaTestAccounts: readonly SolanaTestAccount[] = [
  { address: '9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXdi', seed: 'd1f401e37d361dd1d11c0afaa341d208f75e049ad4f0c8151195c5720103c947' },
  { address: 'ChxLTn7NZJCBoFVYjjvBFEeULmevzmJw3ypWX917HrL7', seed: '088fc52a9825ba031fc1afdbdf9033fe7d79738ae4e32e5c41f80d0079820c5c' },
  { address: 'H8LYSjLySXyaHrSp4xN5KLj1RnrfW5LtX9TM1yJgDjBi', seed: '976106dafcafe87831a2d293eab9f99c705607dd96f805100cb58ed1ed7aa960' },
  { address: 'HfD394gWz7gWUYVjMvzMsiGcha1jVkrPU4sa9vqyTiKB', seed: 'b98a58d70e955e32b93c85d10e50781a1e6ffdacbf2e4f60e6f79d7b0773ea7d' },
  { address: '73FjYsbkeCjBPJ2DKp1uH26zkb5ingTVqer9eSTZHmfp', seed: '0b0d217dd504308a9b9bf1b79430b4ef19cf2c38c5dfa5b4751350c185f35579' },
]

/**
 * The SPL test token ("AUSD" on Solana, 6 decimals): its mint account's keypair seed is sha256 of
 * `airlock solana test mint`, so the mint address is fixed across runs.
 *
 * @example
 * new PublicKey(solanaTestMint.address)
 */
export const solanaTestMint = {
  address: '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK',
  seed: '111e3b7fbdc8602e5c1201eb4644a961d4009f5519124331607efc0e1af131d0',
  decimals: 6,
  symbol: 'AUSD',
} as const

/**
 * The faucet `requestAirdrop` pays from (seed: sha256 of `airlock solana test faucet`): airdrops
 * are ordinary signed transfers, so they show up in history like on a real cluster.
 *
 * @example
 * solanaFaucet.address // 'GEzJ…'
 */
export const solanaFaucet = {
  address: 'GEzJFqGDfikBCCtfFbH9p7hi9ZKXfd4ucsCwvmVxjzMm',
  seed: '7ddfa4f226af5fe9531919107ef700a3fda5f8b60c78fdd574dc8bacf9050d39',
} as const
