import { ErrorText } from '../../../../shared/errors/messages'
import { InternalError, InvalidParamsError } from '../../../../shared/errors/ProviderRpcError'
import { TOKEN_2022_PROGRAM } from '../../../wallets/solana/describeInstruction'
import { buildSolanaSend, type SolanaSend, type SolanaSendInput } from './buildSolanaSend'

/** One JSON-RPC call to the Solana network's endpoint. */
export type SolanaRpc = (method: string, params: unknown[]) => Promise<unknown>

/** A Solana send ready for approval, with what it costs beyond the amount. */
export interface SolanaSendPlan extends SolanaSend {
  /** The network fee of this exact message (`getFeeForMessage`). */
  feeLamports: bigint
  /** The receiver's associated token account is missing and this send creates it. */
  createsTokenAccount: boolean
  /** Rent the sender deposits into that new account (0 when none is created). */
  rentLamports: bigint
  /** SOL only: the least a transfer to this receiver may be, because the receiver has no account yet (0 when it has one). */
  receiverMinimumLamports: bigint
}

/** Token account sizes: Token-2022's associated accounts carry the ImmutableOwner extension. */
const TOKEN_ACCOUNT_SIZE = 165
const TOKEN_2022_ACCOUNT_SIZE = 170
const confirmed = { commitment: 'confirmed' }

interface ParsedTokenAccount {
  pubkey: string
  account: { owner: string; data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } }
}

/**
 * Reads from the chain what a Solana send needs and builds it (buildSolanaSend): a fresh
 * blockhash; for an SPL token the sender's token account holding the most of it (and its token
 * program), and whether the receiver's associated token account exists (created by the send
 * when it does not, its rent counted); for SOL, the least a new receiver account may get; then the fee the network quotes for the exact message.
 * A sender without a token account for the mint gets the text (docs/validation.md#send); a node that can't price the
 * message gets 'error estimating gas'.
 *
 * @example
 * const plan = await planSolanaSend((m, p) => readFromNetwork(url, m, p), { from, caipNetworkId, token, amount: '1', receiver })
 * plan.feeLamports // 5000n
 */
export async function planSolanaSend(rpc: SolanaRpc, input: Omit<SolanaSendInput, 'recentBlockhash' | 'source' | 'createReceiverAccount'>): Promise<SolanaSendPlan> {
  const latest = (await rpc('getLatestBlockhash', [confirmed])) as { value?: { blockhash?: string } } | null
  const recentBlockhash = latest?.value?.blockhash
  if (typeof recentBlockhash !== 'string') throw new InternalError({ message: ErrorText.solanaSendFailed })
  let source: SolanaSendInput['source']
  if (input.token?.address) {
    const mint = input.token.address.split(':').at(-1)
    const held = (await rpc('getTokenAccountsByOwner', [input.from, { mint }, { ...confirmed, encoding: 'jsonParsed' }])) as { value?: ParsedTokenAccount[] } | null
    const amountOf = (a: ParsedTokenAccount) => BigInt(a.account.data.parsed?.info?.tokenAmount?.amount ?? '0')
    const best = [...(held?.value ?? [])].sort((a, b) => (amountOf(b) > amountOf(a) ? 1 : amountOf(b) < amountOf(a) ? -1 : 0))[0]
    if (!best) throw new InvalidParamsError({ message: ErrorText.invalidAmountReceiver })
    source = { account: best.pubkey, tokenProgram: best.account.owner }
  }
  // Built once to learn the receiver's token account, then again creating it when it is missing.
  let send = buildSolanaSend({ ...input, recentBlockhash, source })
  let createsTokenAccount = false
  let rentLamports = 0n
  let receiverMinimumLamports = 0n
  const exists = async (address: string) => {
    const info = (await rpc('getAccountInfo', [address, { ...confirmed, encoding: 'base64' }])) as { value?: unknown } | null
    return !!info?.value
  }
  // SOL to an address with no account yet creates it: less than its rent-exempt minimum fails on chain.
  if (!input.token?.address && input.receiver && !(await exists(input.receiver))) {
    receiverMinimumLamports = BigInt(Number(await rpc('getMinimumBalanceForRentExemption', [0, confirmed])))
  }
  if (send.receiverTokenAccount && source) {
    if (!(await exists(send.receiverTokenAccount))) {
      createsTokenAccount = true
      const size = source.tokenProgram === TOKEN_2022_PROGRAM ? TOKEN_2022_ACCOUNT_SIZE : TOKEN_ACCOUNT_SIZE
      rentLamports = BigInt(Number(await rpc('getMinimumBalanceForRentExemption', [size, confirmed])))
      send = buildSolanaSend({ ...input, recentBlockhash, source, createReceiverAccount: true })
    }
  }
  const fee = (await rpc('getFeeForMessage', [send.message, confirmed])) as { value?: number | null } | null
  if (typeof fee?.value !== 'number') throw new InternalError({ message: ErrorText.gasEstimateFailed })
  return { ...send, feeLamports: BigInt(fee.value), createsTokenAccount, rentLamports, receiverMinimumLamports }
}
