import { decodeFunctionResult, encodeFunctionData, type Address } from 'viem'
import { passkeyCoordinates } from '../../../../shared/aa/passkeyCoordinates'
import { passkeyOwnerAbi } from '../../../../shared/aa/passkeyOwnerAbi'
import { InternalError, UnauthorizedError } from '../../../../shared/errors/ProviderRpcError'
import { readFromNetwork } from '../../../clients/chainRpc/readFromNetwork'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import { approveThenForward } from '../../../requests/approvals/approveThenForward'
import type { AppThunk } from '../../../store/appThunk'
import { hubFrom } from '../../../wallets/hubAccess'
import { loadWalletParts } from '../../../wallets/embedded/internal/loadWalletParts'
import { passkeyWindowForClick } from '../../../wallets/embedded/passkey/window/passkeyWindowForClick'
import { passkeyOwners, type PasskeyOwner } from '../../../wallets/embedded/passkeyOwner/passkeyOwners'

/**
 * Adds a passkey as an owner of the embedded wallet's smart account on the current network:
 * creates the passkey (the browser's prompt, inside the visitor's click; in the modal's passkey
 * window where this frame may not create one, see passkeyWindowNeeded), then asks the visitor
 * to approve exactly the change on the ApproveTransaction view (the account calling its own
 * `addPasskeyOwner(x, y)`, decoded there as "adds an owner" with the passkey's public key),
 * sends it as a user operation signed by the wallet's key, and records the passkey once the
 * chain says it is an owner (`isPasskeyOwner`). From then on the account's user operations on
 * that network are signed by the passkey alone. Rejects with 4001 on Reject, 4100 without the
 * embedded smart account; a refused passkey prompt rejects with the browser's error.
 *
 * @example
 * const passkey = await dispatch(addPasskeyOwner())
 */
export function addPasskeyOwner(): AppThunk<Promise<PasskeyOwner>> {
  return async (dispatch, getState, extra) => {
    const state = getState()
    const account = state.account.byNamespace.eip155
    const network = state.network.caipNetwork
    const connector = hubFrom(extra)?.registry.get('eip155')
    const inUse = account?.allAccounts.find((a) => a.address === account.address)
    if (!account?.address || account.status !== 'connected' || !network || !connector || !account.connectedWalletInfo?.user || inUse?.type !== 'smartAccount') throw new UnauthorizedError()
    const address = account.address as Address
    // Where this frame may not create a passkey (WebKit; a host page's Permissions Policy), the
    // modal's passkey window opens now, within the click, and makes it there.
    const popup = passkeyWindowForClick('signUp')
    const owner = { account: address, network: network.name }
    const passkey = await loadWalletParts().then(
      ({ createPasskeyOwner, askPasskeyOwnerWindow }) => (popup ? askPasskeyOwnerWindow(window, popup, owner) : createPasskeyOwner(owner)),
      (error: unknown) => {
        popup?.close()
        throw error
      },
    )
    const { x, y } = passkeyCoordinates(passkey.publicKey)
    const params = [{ from: address, to: address, value: '0x0', data: encodeFunctionData({ abi: passkeyOwnerAbi, functionName: 'addPasskeyOwner', args: [x, y] }) }]
    const ask = { method: 'eth_sendTransaction', params, caipNetworkId: network.caipNetworkId, address, goBack: true }
    await approveThenForward(dispatch, ask, () => connector.request({ method: 'eth_sendTransaction', params, chainId: network.caipNetworkId }))
    // The bundle landing does not mean the call inside it did: ask the account itself.
    const data = encodeFunctionData({ abi: passkeyOwnerAbi, functionName: 'isPasskeyOwner', args: [x, y] })
    const answer = await readFromNetwork(trustedRpcUrlOf(network, getState().options.value.rpcUrls), 'eth_call', [{ to: address, data }, 'latest'])
    if (!decodeFunctionResult({ abi: passkeyOwnerAbi, functionName: 'isPasskeyOwner', data: answer as `0x${string}` })) throw new InternalError({ message: 'The account does not list the passkey as an owner' })
    passkeyOwners.set(address, network.caipNetworkId, passkey)
    return passkey
  }
}
