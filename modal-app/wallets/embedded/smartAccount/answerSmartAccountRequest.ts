import { isAddress, isHex, numberToHex, type Address, type Hex } from 'viem'
import { CallsError, CallsErrorCode } from '../../../../shared/errors/CallsError'
import { ErrorText } from '../../../../shared/errors/messages'
import { InvalidParamsError, UnauthorizedError, UnsupportedMethodError } from '../../../../shared/errors/ProviderRpcError'
import type { RequestArgs } from '../../Connector'
import { parseTypedData } from '../internal/parseTypedData'
import { quantityField } from '../../../lib/quantityField'
import { callsStatus } from './callsStatus'
import type { OperationCost, SmartAccountCall, SmartAccountWallet, Sponsorship } from './createSmartAccountWallet'
import { parseSendCalls, type RequestedCapability } from './parseSendCalls'
import { sponsorshipRefusalOf } from './sponsorshipRefusalOf'
import { passkeyRefusalOf } from './passkeyRefusalOf'

export interface SmartAccountRequestDeps {
  /** The smart account on the request's chain. */
  wallet: SmartAccountWallet
  /** The paymaster for a `paymasterService` capability (the operator's, or the dapp's own URL), or undefined when none. */
  sponsorship(capability: RequestedCapability): Sponsorship | undefined
  /** Tells the visitor, in the modal, why the paymaster would not pay (a cap reached…); the dapp gets the same text. */
  sponsorshipRefused?(message: string): void
  /** Tells the visitor, in the modal, that the account refused its passkey's signature; the dapp gets the same text. */
  passkeyRefused?(message: string): void
  /** Remembers on which chain a batch id was sent, for `wallet_getCallsStatus`. */
  sent(id: Hex, chainId: number): void
  /**
   * Checks a batch sent under a smart-session grant, with what its prepared operation may cost,
   * and books its spend; rejects when outside the grant. Runs after the operation is prepared and
   * before it is signed.
   */
  underGrant(context: string, calls: readonly SmartAccountCall[], chainId: number, cost: OperationCost): Promise<void>
  /** The same check without booking, before the operation is prepared: a refused batch costs no estimate and can't fail it first. */
  checkGrant(context: string, calls: readonly SmartAccountCall[], chainId: number): Promise<void>
}

/**
 * Answers an approved request of the embedded wallet while its account is the smart account: the
 * account lists its smart address; `eth_sendTransaction` and `wallet_sendCalls` become ONE user
 * operation through the chain's bundler (atomic: `executeBatch` reverts every call when one
 * fails), sponsored when the batch asks for `paymasterService` (a paymaster's refusal is a
 * SponsorshipRefusedError with the visitor's text, shown in the modal too); `eth_sendTransaction` answers the
 * hash of the bundle transaction once it landed, `wallet_sendCalls` the operation hash as the
 * batch id at once. A batch naming a smart-session context (`permissions` capability) is checked
 * against the grant, then prepared, checked again with its gas cost and booked, and only then
 * signed: a refusal sends nothing. `wallet_getCallsStatus` reads the operation's receipt. `personal_sign` and
 * `eth_signTypedData_v4` sign as the smart account (ERC-1271 once deployed, ERC-6492 before: the
 * signature verifies against the smart address with viem's `verifyMessage` / `verifyTypedData`).
 * Anything else is 4200.
 *
 * @example
 * await answerSmartAccountRequest(deps, { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', calls }] })
 */
export async function answerSmartAccountRequest(deps: SmartAccountRequestDeps, args: RequestArgs): Promise<unknown> {
  const { wallet } = deps
  const address = wallet.account.address
  const params = Array.isArray(args.params) ? (args.params as unknown[]) : []
  switch (args.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_chainId':
      return numberToHex(wallet.chainId)
    case 'personal_sign': {
      const [message, from] = params
      mustBeAccount(address, from)
      if (typeof message !== 'string') throw new InvalidParamsError({ message: 'personal_sign needs [message, address]' })
      return wallet.signMessage(isHex(message) ? { raw: message } : message)
    }
    case 'eth_signTypedData_v4': {
      const [from, data] = params
      mustBeAccount(address, from)
      return wallet.signTypedData(parseTypedData(data))
    }
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? null) as Record<string, unknown> | null
      if (!tx || typeof tx !== 'object') throw new InvalidParamsError({ message: 'eth_sendTransaction needs [transaction]' })
      if (tx.from !== undefined) mustBeAccount(address, tx.from)
      if (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false })) throw new InvalidParamsError({ message: 'A smart account sends transactions to an address (no contract creation)' })
      const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : '0x'
      if (!isHex(data)) throw new InvalidParamsError({ message: 'Invalid "data"' })
      // The approval's reading of the value (a number too); set but unreadable is refused, never sent as 0.
      const value = quantityField(tx, 'value') ?? 0n
      const hash = await wallet.sendCalls([{ to: tx.to as Address, value, data }]).catch((error: unknown) => {
        throw refusedPasskey(deps, error)
      })
      return (await wallet.waitForReceipt(hash)).receipt.transactionHash
    }
    case 'wallet_sendCalls': {
      const request = parseSendCalls(params)
      if (request.chainId !== wallet.chainId) throw new CallsError(CallsErrorCode.unsupportedChain, `The smart account is on chain ${wallet.chainId}, not ${request.chainId}`)
      if (request.from) mustBeAccount(address, request.from)
      let sponsorship: Sponsorship | undefined
      let grantContext: string | undefined
      for (const [name, capability] of Object.entries(request.capabilities)) {
        if (name === 'permissions') grantContext = String(capability.context ?? '')
        if (name === 'paymasterService') sponsorship = deps.sponsorship(capability)
        if (name === 'paymasterService' && !sponsorship && !capability.optional) throw new CallsError(CallsErrorCode.unsupportedCapability, 'No paymaster service is configured for this project')
        if (name !== 'paymasterService' && name !== 'atomic' && name !== 'permissions' && !capability.optional) throw new CallsError(CallsErrorCode.unsupportedCapability, `Unsupported capability '${name}'`)
      }
      const context = grantContext
      if (context !== undefined) await deps.checkGrant(context, request.calls, request.chainId)
      const beforeSign = context === undefined ? undefined : (cost: OperationCost) => deps.underGrant(context, request.calls, request.chainId, cost)
      const id = await wallet.sendCalls(request.calls, sponsorship, beforeSign).catch((error: unknown) => {
        const refusal = sponsorship && sponsorshipRefusalOf(error)
        if (!refusal) throw refusedPasskey(deps, error)
        deps.sponsorshipRefused?.(refusal.message)
        throw refusal
      })
      deps.sent(id, wallet.chainId)
      return { id }
    }
    case 'wallet_getCallsStatus': {
      const id = params[0]
      if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id)) throw new CallsError(CallsErrorCode.unknownBundle, 'Unknown calls id')
      return callsStatus(id as Hex, wallet.chainId, await wallet.receipt(id as Hex))
    }
    default:
      throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
  }
}

/** A passkey-signed operation the account's check refused becomes the visitor's PasskeySignatureRefusedError (told in the modal too); anything else stays as it was. */
function refusedPasskey(deps: SmartAccountRequestDeps, error: unknown): unknown {
  const refusal = deps.wallet.signer === 'passkey' ? passkeyRefusalOf(error) : undefined
  if (!refusal) return error
  deps.passkeyRefused?.(refusal.message)
  return refusal
}

function mustBeAccount(address: Address, from: unknown): void {
  if (typeof from !== 'string' || from.toLowerCase() !== address.toLowerCase()) throw new UnauthorizedError()
}
