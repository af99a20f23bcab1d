import type { BitcoinNetworkKind } from '../../../../shared/bitcoin/bitcoinNetworkParams'
import { describePsbt, type OwnBitcoinAddress } from '../../../../shared/bitcoin/describePsbt'
import { psbtSignRequests } from '../../../../shared/bitcoin/psbtSignRequests'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import type { RequestArgs } from '../../Connector'
import type { Outflow } from './Outflow'

/**
 * What a Bitcoin request lets leave the wallet, in sats: a `sendTransfer`'s amount, and for
 * `signPsbt` what the approval's reading (describePsbt, the signer's own) says the visitor spends:
 * their inputs minus what comes back to them, fee included. A PSBT signed without broadcast
 * counts too (the page can broadcast it). Its input amounts are the PSBT's word here; the signer
 * then checks them against the chain and refuses a PSBT that lies about them. An input whose
 * amount the PSBT doesn't state leaves the spend unknown: named as unpriced. A PSBT that doesn't
 * read is refused by the signer, so it moves nothing.
 *
 * @example
 * bitcoinOutflows({ method: 'sendTransfer', params: { recipientAddress, amount: '50000' } }, 'regtest', own) // [{ amount: 50000n }]
 */
export function bitcoinOutflows(args: RequestArgs, network: BitcoinNetworkKind, own: readonly OwnBitcoinAddress[]): Outflow[] {
  const params = (args.params && typeof args.params === 'object' && !Array.isArray(args.params) ? args.params : {}) as Record<string, unknown>
  if (args.method === 'sendTransfer') {
    try {
      const amount = BigInt(params.amount as string | number)
      return amount > 0n ? [{ amount }] : []
    } catch {
      return []
    }
  }
  if (args.method !== 'signPsbt' || typeof params.psbt !== 'string') return []
  let spent: bigint | undefined
  try {
    spent = describePsbt(bytesBase64.decode(params.psbt), network, own, psbtSignRequests(params.signInputs)).spent
  } catch {
    return []
  }
  if (spent === undefined) return [{ unpriced: 'a PSBT input whose amount it doesn’t state' }]
  return spent > 0n ? [{ amount: spent }] : []
}
