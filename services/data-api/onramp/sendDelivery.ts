import { createWalletClient, erc20Abi, http, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { withStoredLease } from '../../internal/withStoredLease'
import type { ChainEntry } from '../internal/chainSet'
import type { DataApiContext } from '../internal/context'
import { DELIVERIES_NAMESPACE, type DeliveryRecord } from './resumeDelivery'

/** What one delivery sends: the amount of the asset (the native currency when `token.address` is null) to `address` on `chain`. */
export interface DeliveryOrder {
  id: string
  chain: ChainEntry
  address: string
  cryptoAmount: string
  token: { address: Address | null; decimals: number }
}

/**
 * Sends a claimed checkout's tokens from the treasury and keeps the transaction with the checkout's
 * delivery record (`DELIVERIES_NAMESPACE`) before answering it, so that if this instance dies or
 * loses the receipt, another finishes the checkout from the chain (`resumeDelivery`) instead of
 * paying it again. The send (the treasury's next nonce, then the transaction) holds the
 * treasury's lease in the store: two deliveries at once, at this instance or another, would
 * otherwise take the same nonce, and one would be refused (or, on a chain with a mempool, replace
 * the other). Does not wait for the receipt.
 *
 * @example
 * const hash = await sendDelivery(ctx, order, treasuryKey)
 */
export async function sendDelivery(ctx: DataApiContext, order: DeliveryOrder, treasuryKey: Hex): Promise<Hex> {
  const { chain: entry, token } = order
  const chain = { id: entry.id, name: `anvil-${entry.id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [entry.rpcUrl] } } }
  const treasury = privateKeyToAccount(treasuryKey)
  const wallet = createWalletClient({ account: treasury, chain, transport: http(entry.rpcUrl) })
  const to = order.address as Address
  return withStoredLease(ctx.storage, `onramp-treasury:${entry.id}:${treasury.address}`, async () => {
    const hash = token.address
      ? await wallet.writeContract({ address: token.address, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(order.cryptoAmount, token.decimals)] })
      : await wallet.sendTransaction({ to, value: parseEther(order.cryptoAmount) })
    // Sent is sent: a record the store can't take now must not read as a failed send (the caller
    // would reopen a checkout whose tokens are on their way). The caller still records the purchase.
    await ctx.storage.kv.update<DeliveryRecord>(DELIVERIES_NAMESPACE, order.id, (record) => ({ claimedAt: record?.claimedAt ?? Date.now(), hash })).catch(() => undefined)
    return hash
  })
}
