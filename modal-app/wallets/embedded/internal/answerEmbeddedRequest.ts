import { isAddress, isHex, type Hex, type LocalAccount, type TransactionSerializable } from 'viem'
import { ErrorText } from '../../../../shared/errors/messages'
import { InvalidParamsError, UnauthorizedError, UnsupportedMethodError } from '../../../../shared/errors/ProviderRpcError'
import type { RequestArgs } from '../../Connector'
import { parseTypedData } from './parseTypedData'
import { quantityField } from '../../../lib/quantityField'
import { quantityOf } from '../../../lib/quantityOf'
import { readFeeFacts } from '../../../lib/readFeeFacts'
import { resolveTransactionFee, type TransactionFee } from '../../../lib/resolveTransactionFee'

/** How the embedded wallet reaches its chain: one JSON-RPC call to the active network's endpoint. */
export type ChainCall = (method: string, params: unknown[]) => Promise<unknown>

export interface EmbeddedRequestDeps {
  /** The signer while signed in (null once signed out). */
  account(): LocalAccount | null
  /** The wallet's chain (eip155 reference). */
  chainId(): number
  /** A call to the chain's RPC endpoint (customRpcUrls honoured by the caller). */
  chain: ChainCall
  /** Told the fee about to be signed, before anything is signed (the second factor counts it; a throw signs nothing). */
  beforeSign?(fee: TransactionFee): Promise<void>
}

/**
 * Answers one EIP-1193 request of the embedded wallet after the RPC router approved it: signs
 * with the key held in the modal (personal_sign, eth_signTypedData_v4) or builds, signs and sends
 * a transaction (nonce from the chain; gas and fees as `resolveTransactionFee` reads them: a
 * priced request comes with the limit and prices the approval showed, filled in by the router,
 * and is signed with them; legacy at the dapp's gas price, else EIP-1559 where the latest block has a
 * base fee), returning the hash. Account lists and the chain come from the wallet's
 * state; anything else is refused with 4200. The `from` / signer address must be the wallet's.
 *
 * @example
 * await answerEmbeddedRequest(deps, { method: 'personal_sign', params: ['0x68656c6c6f', address] })
 */
export async function answerEmbeddedRequest(deps: EmbeddedRequestDeps, args: RequestArgs): Promise<unknown> {
  const account = deps.account()
  if (!account) throw new UnauthorizedError()
  const params = Array.isArray(args.params) ? (args.params as unknown[]) : []
  switch (args.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'eth_chainId':
      return `0x${deps.chainId().toString(16)}`
    case 'personal_sign': {
      const [message, address] = params
      mustBeSigner(account, address)
      if (typeof message !== 'string') throw new InvalidParamsError({ message: 'personal_sign needs [message, address]' })
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = params
      mustBeSigner(account, address)
      const typed = parseTypedData(data)
      return account.signTypedData(typed)
    }
    case 'eth_sendTransaction': {
      const tx = params[0]
      if (!tx || typeof tx !== 'object') throw new InvalidParamsError({ message: 'eth_sendTransaction needs [transaction]' })
      const request = tx as Record<string, unknown>
      if (request.from !== undefined) mustBeSigner(account, request.from)
      const signed = await account.signTransaction(await fillTransaction(deps, account.address, request))
      return deps.chain('eth_sendRawTransaction', [signed])
    }
    default:
      throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
  }
}

function mustBeSigner(account: LocalAccount, address: unknown): void {
  if (typeof address !== 'string' || !isAddress(address, { strict: false }) || address.toLowerCase() !== account.address.toLowerCase()) throw new UnauthorizedError()
}

/** The dapp's transaction with what it left out filled from the chain, ready to sign. */
async function fillTransaction(deps: EmbeddedRequestDeps, from: Hex, tx: Record<string, unknown>): Promise<TransactionSerializable> {
  const to = tx.to === undefined || tx.to === null ? undefined : String(tx.to)
  if (to !== undefined && !isAddress(to, { strict: false })) throw new InvalidParamsError({ message: 'Invalid "to" address' })
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : undefined
  if (data !== undefined && !isHex(data)) throw new InvalidParamsError({ message: 'Invalid "data"' })
  const value = quantityField(tx, 'value') ?? 0n
  const chainId = deps.chainId()
  const base = { chainId, to: to as Hex | undefined, data: data as Hex | undefined, value }
  // Refused before the chain is asked: a request whose fee fields conflict or aren't quantities.
  resolveTransactionFee(tx)
  const [nonce, facts] = await Promise.all([
    quantityField(tx, 'nonce') ?? quantityOf(await deps.chain('eth_getTransactionCount', [from, 'pending'])),
    readFeeFacts(deps.chain, tx, from),
  ])
  // The one reading of the fee fields the approval showed (and the second factor counts).
  const fee = resolveTransactionFee(tx, facts)
  if (nonce === undefined || fee.gas === undefined) throw new InvalidParamsError({ message: 'The chain gave no nonce or gas estimate' })
  await deps.beforeSign?.(fee)
  if (fee.type === 'legacy') return { ...base, type: 'legacy', nonce: Number(nonce), gas: fee.gas, gasPrice: fee.gasPrice ?? 0n }
  return { ...base, type: 'eip1559', nonce: Number(nonce), gas: fee.gas, maxFeePerGas: fee.maxFeePerGas ?? 0n, maxPriorityFeePerGas: fee.maxPriorityFeePerGas ?? 0n }
}
