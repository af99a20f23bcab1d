import { ErrorText } from '../../../../shared/errors/messages'
import { ChainDisconnectedError, InvalidParamsError } from '../../../../shared/errors/ProviderRpcError'
import { base58 } from '../../../../shared/solana/base58'
import { compileLegacyTransaction, type InstructionInput } from '../../../../shared/solana/compileLegacyTransaction'
import { findProgramAddress } from '../../../../shared/solana/findProgramAddress'
import { isSolanaAddress } from '../../../../shared/solana/isSolanaAddress'
import type { TokenBalance } from '../../../state/account/accountTypes'
import { ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../../wallets/solana/describeInstruction'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import { toBaseUnits } from '../../../../shared/format/toBaseUnits'

/** What a Solana send needs from the draft, the account and the chain. */
export interface SolanaSendInput {
  from: string
  caipNetworkId: string
  token?: TokenBalance
  amount?: string
  receiver?: string
  recentBlockhash: string
  /** SPL only: the sender's token account that holds the token, and the token program owning it. */
  source?: { account: string; tokenProgram: string }
  /** SPL only: the receiver has no associated token account yet, so the send creates it. */
  createReceiverAccount?: boolean
}

/** An unsigned Solana send: the wire transaction and its message, both base64. */
export interface SolanaSend {
  transaction: string
  message: string
  /** SPL only: the receiver's associated token account the tokens go to. */
  receiverTokenAccount?: string
}

/**
 * Turns a send draft on a Solana network into the unsigned legacy transaction the connector
 * signs and sends ("a Solana transfer", docs/state-rules.md#networks): a System transfer of lamports for SOL, or for an SPL
 * token a `TransferChecked` from the sender's token account to the receiver's associated token
 * account, preceded by the idempotent creation of that account when it is missing (paid by the
 * sender). docs/validation.md#send: a Solana send needs a positive amount that fits the token's decimals and a base58
 * receiver, otherwise -32602 'Please enter a valid amount and receiver address'; another
 * namespace throws 'Unsupported chain'.
 *
 * @example
 * buildSolanaSend({ from, caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', token: sol, amount: '0.5', receiver, recentBlockhash })
 * // { transaction: 'AQAAAA…', message: 'AQABAw…' }
 */
export function buildSolanaSend(input: SolanaSendInput): SolanaSend {
  if (input.caipNetworkId.split(':')[0] !== 'solana') throw new ChainDisconnectedError({ message: ErrorText.unsupportedChain })
  const invalid = () => new InvalidParamsError({ message: ErrorText.invalidAmountReceiver })
  const { token, amount, receiver, from } = input
  if (!token || !amount || !receiver || !isSolanaAddress(receiver) || !isSolanaAddress(from)) throw invalid()
  const decimals = Number(token.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw invalid()
  const units = toBaseUnits(amount, decimals)
  if (units === undefined || units <= 0n || units >= 2n ** 64n) throw invalid()
  const instructions: InstructionInput[] = []
  let receiverTokenAccount: string | undefined
  if (!token.address) {
    instructions.push({ programId: SYSTEM_PROGRAM, accounts: [signer(from), writable(receiver)], data: le(2, 4, units) })
  } else {
    const mint = token.address.split(':').at(-1) ?? ''
    const source = input.source
    if (!isSolanaAddress(mint) || !source || ![TOKEN_PROGRAM, TOKEN_2022_PROGRAM].includes(source.tokenProgram)) throw invalid()
    receiverTokenAccount = findProgramAddress([receiver, source.tokenProgram, mint].map((a) => base58.decode(a)), ASSOCIATED_TOKEN_PROGRAM).address
    if (input.createReceiverAccount) {
      instructions.push({
        programId: ASSOCIATED_TOKEN_PROGRAM,
        accounts: [signer(from), writable(receiverTokenAccount), readonly(receiver), readonly(mint), readonly(SYSTEM_PROGRAM), readonly(source.tokenProgram)],
        // 1 = CreateIdempotent: a receiver's account created meanwhile doesn't fail the send.
        data: Uint8Array.of(1),
      })
    }
    const data = new Uint8Array(10)
    data.set(le(12, 1, units))
    data[9] = decimals
    instructions.push({ programId: source.tokenProgram, accounts: [writable(source.account), readonly(mint), writable(receiverTokenAccount), signer(from)], data })
  }
  const compiled = compileLegacyTransaction({ feePayer: from, recentBlockhash: input.recentBlockhash, instructions })
  return { transaction: bytesBase64.encode(compiled.transaction), message: bytesBase64.encode(compiled.message), ...(receiverTokenAccount ? { receiverTokenAccount } : {}) }
}

const signer = (address: string) => ({ address, signer: true, writable: true })
const writable = (address: string) => ({ address, signer: false, writable: true })
const readonly = (address: string) => ({ address, signer: false, writable: false })

/** An instruction tag (`tagBytes` wide, little-endian) followed by a u64 amount. */
function le(tag: number, tagBytes: 1 | 4, amount: bigint): Uint8Array {
  const out = new Uint8Array(tagBytes + 8)
  const view = new DataView(out.buffer)
  if (tagBytes === 4) view.setUint32(0, tag, true)
  else view.setUint8(0, tag)
  view.setBigUint64(tagBytes, amount, true)
  return out
}
