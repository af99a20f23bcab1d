import { Transaction } from '@scure/btc-signer'
import type { BitcoinNetworkKind } from '../../../../shared/bitcoin/bitcoinNetworkParams'
import { planBitcoinTransfer, type EsploraUtxo } from '../../../../shared/bitcoin/planBitcoinTransfer'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import { ErrorText } from '../../../../shared/errors/messages'
import { InternalError, InvalidParamsError, UnauthorizedError, UnsupportedMethodError } from '../../../../shared/errors/ProviderRpcError'
import type { RequestArgs } from '../../Connector'
import type { BitcoinSigner, PsbtSigningRequest } from '../keys/BitcoinSigner'
import type { BitcoinAccount } from '../../../../shared/bitcoin/BitcoinAccount'
import { checkPrevouts } from '../../../../shared/bitcoin/checkPrevouts'
import { describePsbt, type PsbtDescription } from '../../../../shared/bitcoin/describePsbt'
import { psbtSignRequests } from '../../../../shared/bitcoin/psbtSignRequests'

export interface BitcoinRequestDeps {
  /** The Bitcoin signer while signed in (null once signed out). */
  account(): BitcoinSigner | null
  /** Which Bitcoin network the request is for. */
  network: BitcoinNetworkKind
  /** A call to the network's Esplora API (the operator's endpoint): GET a path, or POST a raw transaction to `/tx`. */
  esplora(path: string, body?: string): Promise<unknown>
}

function record(params: unknown): Record<string, unknown> {
  return (params && typeof params === 'object' && !Array.isArray(params) ? params : {}) as Record<string, unknown>
}

/**
 * Answers one Bitcoin request of the embedded wallet after the RPC router's approval, in the
 * WalletConnect `bip122` wire shapes the host's Bitcoin provider also speaks:
 * `getAccountAddresses` {} → [{ address, publicKey, path, intention }] (payment first);
 * `signMessage` { address, message, protocol?: 'bip322' | 'ecdsa' } → { address, signature } (base64; BIP-322 by default);
 * `signPsbt` { psbt: base64, signInputs?: [{ address, index }], broadcast? } → { psbt: base64, txid? }
 * (read with describePsbt on the chain's amounts, exactly as the approval showed it: the inputs it lists
 * as signed are signed, and a refused PSBT is refused; `broadcast` finalizes and sends);
 * `sendTransfer` { recipientAddress, amount: sats } → { txid }: `planBitcoinTransfer` (coins of
 * the payment address at the network's 3-block fee rate, change back to it: the plan the approval
 * showed), signed and sent to the network's Esplora API. Anything else is 4200.
 *
 * @example
 * await answerBitcoinRequest(deps, { method: 'signMessage', params: { address, message: 'hello' } })
 */
export async function answerBitcoinRequest(deps: BitcoinRequestDeps, args: RequestArgs): Promise<unknown> {
  const signer = deps.account()
  if (!signer) throw new UnauthorizedError()
  const params = record(args.params)
  const accounts = signer.accounts(deps.network)
  switch (args.method) {
    case 'getAccountAddresses':
      return accounts.map((a) => ({ address: a.address, publicKey: a.publicKey, path: a.path, intention: a.purpose === 'payment' ? 'payment' : 'ordinal' }))
    case 'signMessage': {
      const address = typeof params.address === 'string' ? params.address : accounts[0]!.address
      if (typeof params.message !== 'string') throw new InvalidParamsError({ message: 'signMessage needs { message, address }' })
      const protocol = params.protocol === undefined ? 'bip322' : params.protocol
      if (protocol !== 'bip322' && protocol !== 'ecdsa') throw new InvalidParamsError({ message: "protocol is 'bip322' or 'ecdsa'" })
      return { address, signature: signer.signMessage(params.message, address, deps.network, protocol) }
    }
    case 'signPsbt': {
      if (typeof params.psbt !== 'string') throw new InvalidParamsError({ message: 'signPsbt needs { psbt: base64 }' })
      let psbt: Uint8Array
      try {
        psbt = bytesBase64.decode(params.psbt)
      } catch {
        throw new InvalidParamsError({ message: 'psbt must be base64' })
      }
      const broadcast = params.broadcast === true
      // The inputs signed are the ones the approval showed: the same reading, on the chain's amounts.
      const signed = signer.signPsbt(psbt, deps.network, await checkedSigningRequests(deps, psbt, accounts, psbtSignRequests(params.signInputs)), broadcast)
      if (!broadcast) return { psbt: bytesBase64.encode(signed) }
      const tx = Transaction.fromPSBT(signed)
      if (!tx.isFinal) throw new InvalidParamsError({ message: 'The PSBT has inputs this wallet does not sign; it cannot be broadcast' })
      return { psbt: bytesBase64.encode(signed), txid: await send(deps, tx) }
    }
    case 'sendTransfer': {
      // The plan the approval showed (same coins, same rate), signed by the payment key.
      const payment = accounts[0]!.address
      const utxos = (await deps.esplora(`/address/${payment}/utxo`)) as EsploraUtxo[]
      const feeEstimates = (await deps.esplora('/fee-estimates')) as Record<string, number>
      const { tx } = planBitcoinTransfer({ network: deps.network, payment, recipientAddress: params.recipientAddress, amount: params.amount, utxos, feeEstimates })
      const indexes = Array.from({ length: tx.inputsLength }, (_, i) => i)
      const signed = Transaction.fromPSBT(signer.signPsbt(tx.toPSBT(), deps.network, [{ address: payment, indexes }], true))
      return { txid: await send(deps, signed) }
    }
    default:
      throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
  }
}

async function checkedSigningRequests(deps: BitcoinRequestDeps, psbt: Uint8Array, accounts: readonly BitcoinAccount[], requests: PsbtSigningRequest[]): Promise<PsbtSigningRequest[]> {
  let view: PsbtDescription
  try {
    view = describePsbt(psbt, deps.network, accounts, requests, await checkPrevouts(psbt, (path) => deps.esplora(path)))
  } catch {
    throw new InvalidParamsError({ message: 'The PSBT could not be read' })
  }
  const refusal = view.refusals[0]
  if (refusal) throw new InvalidParamsError({ message: refusal.message })
  const byAddress = new Map<string, number[]>()
  for (const input of view.inputs) if (input.sign) byAddress.set(input.sign.address, [...(byAddress.get(input.sign.address) ?? []), input.index])
  if (byAddress.size === 0) throw new InvalidParamsError({ message: 'The PSBT has no input of this wallet to sign' })
  return [...byAddress].map(([address, indexes]) => ({ address, indexes }))
}

async function send(deps: BitcoinRequestDeps, tx: Transaction): Promise<string> {
  const txid = await deps.esplora('/tx', tx.hex)
  if (typeof txid !== 'string' || txid !== tx.id) throw new InternalError({ message: ErrorText.solanaSendFailed })
  return txid
}
