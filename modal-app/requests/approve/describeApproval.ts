import { maxUint256 } from 'viem'
import { NAME_SUFFIX } from '../../../shared/names'
import { truncateAddress } from '../../../shared/format/truncateAddress'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import { decodeSwapCall, NATIVE_TOKEN } from '../../lib/decodeSwapCall'
import { decodeTokenCall } from '../../lib/decodeTokenCall'
import { ltrFact } from '../../ui/i18n/ltrFact'
import { t } from '../../ui/i18n/t'
import { decodeMessage } from './decodeMessage'
import { formatTokenAmount } from '../../ui/format/formatTokenAmount'
import { toBigInt } from './internal/formatNative'
import '../../ui/i18n/viewMessages'

/** What the modal read of a token contract: its symbol and decimals. */
export interface TokenFacts {
  symbol: string
  decimals: number
}

/** What an approval's headline is built from. */
export interface HeadlineInput {
  method: string
  /** The params as the method table decoded them. */
  params: unknown
  network?: AirlockNetwork
  /** The account the request acts with. */
  address?: string
  /** A token's facts, once read (undefined while unknown: the amount is then shown in base units). */
  token?(address: string): TokenFacts | undefined
}

/** An address the headline names, whole, with what it is. */
export interface HeadlineAddress {
  label: string
  address: string
}

/** The action in words at the top of an approval. */
export interface ApprovalHeadline {
  text: string
  /** Said beside the sentence when the request asks for more than it seems (an unlimited allowance). */
  warning?: string
  /** Every address the sentence shortens, in full (the sentence never stands for an address it cut). */
  addresses: HeadlineAddress[]
}

/** A "for at least" amount keeps this many decimals, cut down so the promise stays true. */
const MIN_FRACTION = 6
/** Unix times in seconds between 2001 and 2286: a number in a time-named field in this range is a date. */
const TIME_RANGE = [1e9, 1e10] as const

/**
 * The sentence at the top of an approval, from the decoded request: "Send 5 AUSD to 0x70…dc79C8"
 * (an ERC-20 transfer: the real recipient and the amount in token units), "Swap 0.5 ETH for at
 * least 1,473.2 AUSD" (the exchange's swap call), "Allow 0x0A…615b58 to spend up to 100 AUSD"
 * (an unlimited allowance said as such, with a warning), "Send 0.25 ETH to …", "Register
 * newcomer1.airlock" (a name registration message), "Sign a message" and "Sign Mail for Ether
 * Mail". Undefined for a method it has no words for (the title and details stand alone).
 * Addresses in the sentence are shortened; `addresses` holds each one whole.
 *
 * @example
 * describeApproval({ method: 'eth_sendTransaction', params: [{ to: ausd, data: transferData }], token: () => ({ symbol: 'AUSD', decimals: 6 }) })?.text
 * // 'Send 5 AUSD to 0x70…dc79C8'
 */
export function describeApproval(input: HeadlineInput): ApprovalHeadline | undefined {
  const { method, params } = input
  const list = Array.isArray(params) ? (params as readonly unknown[]) : []
  if (method === 'eth_sendTransaction') return describeTransaction(list[0], input)
  if (method === 'personal_sign') return describeMessage(list[0])
  if (method === 'eth_signTypedData_v4') {
    const typed = list[1] as { primaryType?: unknown; domain?: { name?: unknown } } | undefined
    const type = typeof typed?.primaryType === 'string' ? typed.primaryType : ''
    const name = typeof typed?.domain?.name === 'string' ? typed.domain.name : ''
    if (type && name) return { text: t('approve.headline.typedDataFor', { type, name }), addresses: [] }
    return { text: t('approve.headline.typedData'), addresses: [] }
  }
  return undefined
}

function describeTransaction(raw: unknown, input: HeadlineInput): ApprovalHeadline | undefined {
  if (!raw || typeof raw !== 'object') return undefined
  const tx = raw as { to?: unknown; value?: unknown; data?: unknown; input?: unknown }
  const to = typeof tx.to === 'string' ? tx.to : undefined
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : ''
  const value = toBigInt(tx.value) ?? 0n
  const native = input.network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  // Facts set inside the sentence stay left to right in Arabic and Hebrew (ltrFact).
  const shortAddress = (address: string) => ltrFact(truncateAddress(address))
  const nativeAmount = (amount: bigint, maxFraction?: number) => ltrFact(`${formatTokenAmount(amount, native.decimals, maxFraction)} ${native.symbol}`)
  const tokenAmount = (token: string, amount: bigint, maxFraction?: number) => {
    if (token.toLowerCase() === NATIVE_TOKEN) return nativeAmount(amount, maxFraction)
    const facts = input.token?.(token)
    return facts ? ltrFact(`${formatTokenAmount(amount, facts.decimals, maxFraction)} ${facts.symbol}`) : t('approve.headline.baseUnits', { amount: formatTokenAmount(amount, 0), token: shortAddress(token) })
  }
  if (!to) return { text: t('approve.headline.deploy'), addresses: [] }
  const hasData = data !== '' && data !== '0x'
  if (!hasData) return { text: t('approve.headline.send', { amount: nativeAmount(value), to: shortAddress(to) }), addresses: [{ label: t('approve.headline.recipient'), address: to }] }
  const token = decodeTokenCall(data)
  if (token && value === 0n) {
    const tokenAddress = { label: t('approve.headline.tokenContract'), address: to }
    if (token.kind === 'transfer') {
      const text = t('approve.headline.send', { amount: tokenAmount(to, token.amount), to: shortAddress(token.counterparty) })
      return { text, addresses: [{ label: t('approve.headline.recipient'), address: token.counterparty }, tokenAddress] }
    }
    const spender = { label: t('approve.headline.spender'), address: token.counterparty }
    // Anything from 2^255 up is "unlimited" in practice (some dapps ask for 2^255, not 2^256 − 1).
    if (token.amount >= maxUint256 / 2n) {
      const symbol = input.token?.(to)?.symbol ?? shortAddress(to)
      return {
        text: t('approve.headline.approveUnlimited', { spender: shortAddress(token.counterparty), symbol }),
        warning: t('approve.headline.unlimitedWarning', { symbol }),
        addresses: [spender, tokenAddress],
      }
    }
    if (token.amount === 0n) return { text: t('approve.headline.revokeAllowance', { spender: shortAddress(token.counterparty), token: input.token?.(to)?.symbol ?? shortAddress(to) }), addresses: [spender, tokenAddress] }
    return { text: t('approve.headline.approve', { spender: shortAddress(token.counterparty), amount: tokenAmount(to, token.amount) }), addresses: [spender, tokenAddress] }
  }
  const swap = decodeSwapCall(data)
  // The sentence says what goes in, so it must be what the transaction sends: ETH in is exactly
  // the value attached, a token in attaches none. Anything else is read as a plain call (which
  // names the value).
  const sends = swap ? (swap.tokenIn.toLowerCase() === NATIVE_TOKEN ? swap.amountIn : 0n) : undefined
  if (swap && value === sends) {
    const text = t('approve.headline.swap', { amountIn: tokenAmount(swap.tokenIn, swap.amountIn), amountOut: tokenAmount(swap.tokenOut, swap.minAmountOut, MIN_FRACTION) })
    // The calldata is the page's claim; whichever contract gets it decides what comes back, so it is
    // named as the contract asked, not vouched for as an exchange.
    const addresses = [{ label: t('approve.headline.contract'), address: to }]
    // Whatever comes back goes to another address than the account: said in the sentence.
    if (input.address && swap.recipient.toLowerCase() !== input.address.toLowerCase()) {
      return { text: t('approve.headline.swapTo', { swap: text, to: shortAddress(swap.recipient) }), addresses: [...addresses, { label: t('approve.headline.recipient'), address: swap.recipient }] }
    }
    return { text, addresses }
  }
  const call = value > 0n ? t('approve.headline.callWithValue', { to: shortAddress(to), amount: nativeAmount(value) }) : t('approve.headline.call', { to: shortAddress(to) })
  return { text: call, addresses: [{ label: t('approve.headline.contract'), address: to }] }
}

function describeMessage(raw: unknown): ApprovalHeadline {
  const text = decodeMessage(raw)
  const registered = registeredName(text)
  if (registered) return { text: t('approve.headline.register', { name: registered }), addresses: [] }
  return { text: t('approve.headline.sign'), addresses: [] }
}

/** The name a profile service's registration message names (`{ name, timestamp, … }`), if it is one. */
function registeredName(text: string): string | undefined {
  if (!text.startsWith('{')) return undefined
  try {
    const body = JSON.parse(text) as { name?: unknown; timestamp?: unknown }
    const time = body.timestamp
    return typeof body.name === 'string' && body.name.endsWith(NAME_SUFFIX) && typeof time === 'number' && time >= TIME_RANGE[0] && time < TIME_RANGE[1] ? body.name : undefined
  } catch {
    return undefined
  }
}
