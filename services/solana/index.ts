export { startSolana, type RunningSolana, type StartSolanaOptions } from './startSolana'
export { solanaTestAccounts, solanaTestMint, solanaFaucet, SOLANA_TEST_LAMPORTS, SOLANA_TEST_TOKEN_BALANCE, type SolanaTestAccount } from './testAccounts'
export { SOLANA_GENESIS_HASHES, solanaChainId, type SolanaCluster } from './clusters'
