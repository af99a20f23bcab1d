import { encodeFunctionData, erc20Abi, isAddress, toHex, type Address, type Hex } from 'viem'
import { ErrorText } from '../../../shared/errors/messages'
import { ChainDisconnectedError, InvalidParamsError } from '../../../shared/errors/ProviderRpcError'
import type { TokenBalance } from '../../state/account/accountTypes'
import { toBaseUnits } from '../../../shared/format/toBaseUnits'

/** What a send needs from the draft and the account. */
export interface SendInput {
  from: string
  caipNetworkId: string
  token?: TokenBalance
  amount?: string
  receiver?: string
  /** Wei per gas as a decimal string (the draft's gasPrice, docs/entities.md#send-draft); native sends need it (docs/validation.md#send). */
  gasPrice?: string
}

/** An `eth_sendTransaction` parameter object. */
export interface SendTransaction {
  from: Address
  to: Address
  value: Hex
  data?: Hex
  chainId: Hex
}

/**
 * Turns a send draft into the EVM transaction the connector signs (docs/state-rules.md#send: a native transfer, or an
 * ERC-20 `transfer` to the token contract). docs/validation.md#send: an EVM send needs a receiver and a positive
 * amount that fits the token's decimals, plus the token address for a token, or the gas price
 * and the decimals for the native currency; otherwise it throws -32602 'Please enter a valid
 * amount and receiver address'. Other namespaces throw 'Unsupported chain'.
 *
 * @example
 * buildSendTransaction({ from, caipNetworkId: 'eip155:1', token: eth, amount: '0.01', receiver: to, gasPrice: '1000000000' })
 * // { from, to, value: '0x2386f26fc10000', chainId: '0x1' }
 */
export function buildSendTransaction(input: SendInput): SendTransaction {
  const [namespace, reference] = input.caipNetworkId.split(':')
  if (namespace !== 'eip155' || !reference || !/^\d+$/.test(reference)) throw new ChainDisconnectedError({ message: ErrorText.unsupportedChain })
  const invalid = () => new InvalidParamsError({ message: ErrorText.invalidAmountReceiver })
  const { token, amount, receiver } = input
  if (!token || !amount || !receiver || !isAddress(receiver, { strict: false }) || !isAddress(input.from, { strict: false })) throw invalid()
  const decimals = Number(token.quantity.decimals)
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) throw invalid()
  const units = toBaseUnits(amount, decimals)
  if (units === undefined || units <= 0n) throw invalid()
  const chainId = toHex(BigInt(reference))
  if (token.address) {
    const contract = token.address.split(':').at(-1) ?? ''
    if (!isAddress(contract, { strict: false })) throw invalid()
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, units] })
    return { from: input.from, to: contract, value: '0x0', data, chainId }
  }
  if (!input.gasPrice || !/^\d+$/.test(input.gasPrice)) throw invalid()
  return { from: input.from, to: receiver, value: toHex(units), chainId }
}
