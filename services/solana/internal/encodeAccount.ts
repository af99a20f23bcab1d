import { MintLayout, MINT_SIZE, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import { base58 } from '../../../shared/solana/base58'
import { readTokenAccount, type RawAccount } from './readTokenAccount'
import { SolanaRpcError } from './SolanaRpcError'
import { uiTokenAmount } from './uiTokenAmount'

/** Rent-exempt accounts carry the maximum rent epoch on current clusters (u64::MAX). */
const RENT_EPOCH_EXEMPT = 18446744073709551615
const TOKEN_2022 = TOKEN_2022_PROGRAM_ID.toBase58()
const TOKEN = TOKEN_PROGRAM_ID.toBase58()

function parsedData(address: string, account: RawAccount, read: (a: string) => RawAccount | null): unknown {
  const program = account.owner === TOKEN_2022 ? 'spl-token-2022' : 'spl-token'
  const token = readTokenAccount(read, address)
  if (token) {
    const info: Record<string, unknown> = { isNative: token.isNative, mint: token.mint, owner: token.owner, state: token.state, tokenAmount: uiTokenAmount(token.amount, token.decimals) }
    if (token.delegate) Object.assign(info, { delegate: token.delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, token.decimals) })
    if (token.closeAuthority) info.closeAuthority = token.closeAuthority
    return { program, parsed: { type: 'account', info }, space: account.data.length }
  }
  if (account.data.length === MINT_SIZE && (account.owner === TOKEN_2022 || account.owner === TOKEN)) {
    const mint = MintLayout.decode(account.data)
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthorityOption ? new PublicKey(mint.freezeAuthority).toBase58() : null,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthorityOption ? new PublicKey(mint.mintAuthority).toBase58() : null,
      supply: mint.supply.toString(),
    }
    return { program, parsed: { type: 'mint', info }, space: account.data.length }
  }
  return null
}

/**
 * Writes an account the way Solana's RPC does for `encoding` (base64 — web3.js's default —,
 * base58, or jsonParsed, which parses SPL token accounts and mints and falls back to base64 for
 * the rest), honouring `dataSlice`.
 *
 * @example
 * encodeAccount(address, account, { encoding: 'base64' }, read) // { lamports, owner, data: ['…', 'base64'], … }
 */
export function encodeAccount(address: string, account: RawAccount, config: Record<string, unknown>, read: (a: string) => RawAccount | null): Record<string, unknown> {
  const encoding = config.encoding ?? 'base58'
  const base = { lamports: Number(account.lamports), owner: account.owner, executable: account.executable, rentEpoch: RENT_EPOCH_EXEMPT, space: account.data.length }
  if (encoding === 'jsonParsed') {
    const parsed = parsedData(address, account, read)
    if (parsed) return { ...base, data: parsed }
  }
  let data = account.data
  const slice = config.dataSlice as { offset?: unknown; length?: unknown } | undefined
  if (slice !== undefined) {
    if (typeof slice !== 'object' || slice === null || !Number.isSafeInteger(slice.offset) || !Number.isSafeInteger(slice.length)) throw SolanaRpcError.invalidParams('Invalid params: dataSlice needs integer offset and length')
    data = data.subarray(slice.offset as number, (slice.offset as number) + (slice.length as number))
  }
  if (encoding === 'base64' || encoding === 'jsonParsed') return { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] }
  if (encoding === 'base58') {
    if (data.length > 128) throw SolanaRpcError.invalidParams('Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.')
    return { ...base, data: [base58.encode(data), 'base58'] }
  }
  throw SolanaRpcError.invalidParams(`Invalid params: unsupported encoding '${String(encoding)}'`)
}
