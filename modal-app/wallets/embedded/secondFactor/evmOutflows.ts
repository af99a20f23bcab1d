import type { RequestArgs } from '../../Connector'
import { decodeSwapCall, NATIVE_TOKEN } from '../../../lib/decodeSwapCall'
import { decodeTokenCall } from '../../../lib/decodeTokenCall'
import { parseTypedData } from '../internal/parseTypedData'
import { REFUSED_SELECTORS } from '../permissions/internal/refusedSelectors'
import type { Outflow } from './Outflow'
import { resolveTransactionFee } from '../../../lib/resolveTransactionFee'

/**
 * Selectors that move tokens or NFTs of the caller without an allowance the modal saw granted
 * (`transferFrom` from the wallet itself, which WETH-like tokens honour without one, and the
 * NFT transfers): the amounts are a token's or an NFT's the modal has no price for.
 */
const MOVES_HELD = new Map([
  ['0x23b872dd', 'transferFrom'],
  ['0x42842e0e', 'safeTransferFrom'],
  ['0xb88d4fde', 'safeTransferFrom'],
  ['0xf242432a', 'safeTransferFrom'],
  ['0x2eb2c2d6', 'safeBatchTransferFrom'],
])

const quantity = (value: unknown): bigint => {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  return 0n
}

/**
 * What an EVM request lets leave the embedded wallet, read with the approval's own decoders
 * (decodeTokenCall, decodeSwapCall): a transaction's or each batched call's native value, an
 * ERC-20 `transfer`'s amount of that token, a swap's token in. What the modal can't price is
 * named as such: an allowance or a permit (a spender takes the tokens later, for any amount up
 * to it: the grant is what the visitor gives away), a call it can't read sent with value (the
 * contract decides where that value and more goes), a token or NFT moved by `transferFrom` /
 * `safeTransferFrom`, and a user operation (its calls are packed in the account's own
 * encoding). A call it can't read sent without value passes: it can move the wallet's tokens
 * only through an allowance, and granting one asks. Reads and other signatures move nothing.
 * A transaction's fee leaves too: its max fee in the native currency, `maxFee` when the signer
 * resolved it (with the chain's gas estimate), else what the request's own gas limit and price
 * decide (`resolveTransactionFee`), so a dapp's price can't carry value past the threshold.
 *
 * @example
 * evmOutflows({ method: 'eth_sendTransaction', params: [{ to: usdc, data: transferData }] }) // [{ amount: 10000000000n, token: usdc }]
 */
export function evmOutflows(args: RequestArgs, maxFee?: bigint): Outflow[] {
  const params = Array.isArray(args.params) ? (args.params as unknown[]) : []
  const first = params[0] as Record<string, unknown> | undefined
  switch (args.method) {
    case 'eth_sendTransaction':
      return first && typeof first === 'object' ? [...callOutflows(first), ...feeOutflows(first, maxFee)] : []
    case 'wallet_sendCalls':
      if (!first || typeof first !== 'object' || !Array.isArray(first.calls)) return []
      return (first.calls as unknown[]).flatMap((call) => (call && typeof call === 'object' ? callOutflows(call as Record<string, unknown>) : []))
    case 'eth_sendUserOperation':
      return [{ unpriced: 'a user operation: its calls are packed in the account’s own encoding' }]
    case 'eth_signTypedData_v4':
      return permitOutflows(params[1])
    default:
      return []
  }
}

function callOutflows(call: Record<string, unknown>): Outflow[] {
  const value = quantity(call.value)
  const native: Outflow[] = value > 0n ? [{ amount: value }] : []
  const data = typeof call.data === 'string' ? call.data : typeof call.input === 'string' ? call.input : ''
  const to = typeof call.to === 'string' ? call.to.toLowerCase() : undefined
  // A plain send, or a deployment (its init code can hold only the value sent with it).
  if (!to || data === '' || data === '0x') return native
  const token = decodeTokenCall(data)
  if (token?.kind === 'transfer') return [...native, { amount: token.amount, token: to }]
  if (token?.kind === 'approve') return token.amount === 0n ? native : [{ unpriced: 'an allowance: the spender takes up to it later' }]
  const swap = decodeSwapCall(data)
  if (swap) {
    // Native in is the value attached (counted above); a token in is taken from the wallet.
    const tokenIn = swap.tokenIn.toLowerCase()
    return tokenIn === NATIVE_TOKEN ? native : [...native, { amount: swap.amountIn, token: tokenIn }]
  }
  const selector = data.slice(0, 10).toLowerCase()
  const granted = REFUSED_SELECTORS.get(selector)
  if (granted) return [{ unpriced: `${granted}: a standing right over the wallet’s assets` }]
  const moved = MOVES_HELD.get(selector)
  if (moved) return [{ unpriced: `${moved}: tokens or NFTs the modal has no price for` }]
  return value > 0n ? [{ unpriced: 'a call the modal can’t read, sent with value' }] : []
}

/** The most the transaction's fee can take, in the native currency (nothing when the chain decides it and it isn't known yet). */
function feeOutflows(tx: Record<string, unknown>, maxFee: bigint | undefined): Outflow[] {
  let fee = maxFee
  try {
    fee ??= resolveTransactionFee(tx).maxFee
  } catch {
    // The signer refuses conflicting fee fields: nothing is signed, so nothing leaves.
    return []
  }
  return fee !== undefined && fee > 0n ? [{ amount: fee }] : []
}

/** A typed-data permit (EIP-2612, DAI, Permit2's allowance and transfer permits) grants its spender the wallet's tokens. */
function permitOutflows(raw: unknown): Outflow[] {
  let primaryType: unknown
  try {
    primaryType = parseTypedData(raw).primaryType
  } catch {
    // The signer refuses what doesn't parse: nothing is signed, so nothing leaves.
    return []
  }
  return typeof primaryType === 'string' && /permit/i.test(primaryType) ? [{ unpriced: 'a permit: its spender takes the tokens later' }] : []
}
