import { useEffect, useState } from 'react'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { readFromNetwork } from '../../../clients/chainRpc/readFromNetwork'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import { selectRpcUrls } from '../../../state/options/viewSelectors'
import { useAppSelector } from '../../../store/hooks'
import type { DecodedPolkadotPayload } from '../../../wallets/polkadot/decodePolkadotPayload'
import { checkMortalBirth } from '../../../wallets/polkadot/checkMortalBirth'
import { loadPolkadotMetadata } from '../../../wallets/polkadot/loadPolkadotMetadata'

export type DecodedPayloadState = { state: 'loading' } | { state: 'ok'; decoded: DecodedPolkadotPayload } | { state: 'failed' }

/**
 * Decodes an extrinsic payload for the approval view against the metadata of the network's own
 * endpoint (the modal's chain data, never the dapp's word), loading `@polkadot/types` only here,
 * on the approval that needs it: the pallet, the call and its arguments, or `failed` when the
 * payload does not decode for this chain or its era's start block is not the one it signs
 * (`checkMortalBirth`; the wallet refuses it then too).
 *
 * @example
 * const decoded = useDecodedPayload(network, params.transactionPayload)
 */
export function useDecodedPayload(network: AirlockNetwork | undefined, payload: SignerPayloadJSON): DecodedPayloadState {
  const rpcUrls = useAppSelector(selectRpcUrls)
  const [decoded, setDecoded] = useState<DecodedPayloadState>({ state: 'loading' })
  useEffect(() => {
    if (!network) return
    let live = true
    const url = trustedRpcUrlOf(network, rpcUrls)
    Promise.all([url ? loadPolkadotMetadata(url) : Promise.reject(new Error('no endpoint')), import('../../../wallets/polkadot/decodePolkadotPayload')])
      .then(async ([metadata, { decodePolkadotPayload }]) => {
        // A payload that does not decode against this chain's metadata throws here, as does a
        // mortal era whose start block isn't the one signed: shown as unreadable.
        const result = decodePolkadotPayload(payload, metadata, { decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol })
        await checkMortalBirth((method, params) => readFromNetwork(url, method, params), result)
        if (live) setDecoded({ state: 'ok', decoded: result })
      })
      .catch(() => {
        if (live) setDecoded({ state: 'failed' })
      })
    return () => {
      live = false
    }
  }, [network, rpcUrls, payload])
  return decoded
}
