import { PublicKey } from '@solana/web3.js'
import { ACCOUNT_SIZE, AccountLayout, AccountState, MintLayout, MINT_SIZE, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'

/** An account as the ledger stores it. */
export interface RawAccount {
  lamports: bigint
  owner: string
  data: Uint8Array
  executable: boolean
}

/** An SPL token account, decoded, with its mint's decimals. */
export interface TokenAccountView {
  address: string
  programId: string
  mint: string
  owner: string
  amount: bigint
  decimals: number
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
  delegate: string | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()])
const STATES = { [AccountState.Uninitialized]: 'uninitialized', [AccountState.Initialized]: 'initialized', [AccountState.Frozen]: 'frozen' } as const

/**
 * Decodes the SPL token account at `address` (Token or Token-2022, base layout) and looks up
 * its mint's decimals; null when the account is missing, not owned by a token program, or not a
 * token account. Feeds token balances, `getTokenAccountsByOwner` and the jsonParsed encoding.
 *
 * @example
 * readTokenAccount((a) => ledger.rawAccount(a), ata)?.amount // 10000000000n
 */
export function readTokenAccount(read: (address: string) => RawAccount | null, address: string): TokenAccountView | null {
  const account = read(address)
  // Mints are 82 bytes and token accounts 165 (plus extensions on Token-2022): tell them apart by size.
  if (!account || !TOKEN_PROGRAMS.has(account.owner) || account.data.length < ACCOUNT_SIZE) return null
  const raw = AccountLayout.decode(account.data)
  if (raw.state === AccountState.Uninitialized) return null
  const mint = raw.mint.toBase58()
  const mintAccount = read(mint)
  if (!mintAccount || mintAccount.data.length < MINT_SIZE) return null
  const { decimals } = MintLayout.decode(mintAccount.data)
  return {
    address,
    programId: account.owner,
    mint,
    owner: raw.owner.toBase58(),
    amount: raw.amount,
    decimals,
    state: STATES[raw.state],
    isNative: raw.isNativeOption === 1,
    delegate: raw.delegateOption === 1 ? new PublicKey(raw.delegate).toBase58() : null,
    delegatedAmount: raw.delegatedAmount,
    closeAuthority: raw.closeAuthorityOption === 1 ? new PublicKey(raw.closeAuthority).toBase58() : null,
  }
}
