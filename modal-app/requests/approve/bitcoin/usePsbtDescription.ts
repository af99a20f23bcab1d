import { useEffect, useState } from 'react'
import { bitcoinNetworkKind } from '../../../../shared/bitcoin/bitcoinNetworkKind'
import { checkPrevouts } from '../../../../shared/bitcoin/checkPrevouts'
import { describePsbt, type OwnBitcoinAddress, type PsbtDescription } from '../../../../shared/bitcoin/describePsbt'
import { psbtSignRequests } from '../../../../shared/bitcoin/psbtSignRequests'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import { esploraCall } from '../../../clients/esplora/esploraCall'
import { useAppSelector } from '../../../store/hooks'
import { selectRpcUrls } from '../../../state/options/viewSelectors'
import type { BitcoinPsbtParams } from '../../methods/params'

export type PsbtReading = { state: 'loading' } | { state: 'unreadable' } | { state: 'read'; view: PsbtDescription }

/**
 * The approval's reading of a PSBT: the visitor's own Bitcoin addresses of the connected
 * account (the first is the payment address, the others ordinals), the coins its inputs spend
 * as the network's Esplora API holds them (the operator's endpoint, never the page's), then
 * describePsbt over both: the same reading the embedded wallet signs by.
 *
 * @example
 * const reading = usePsbtDescription(params, network)
 */
export function usePsbtDescription(params: BitcoinPsbtParams, network: AirlockNetwork | undefined): PsbtReading {
  const rpcUrls = useAppSelector(selectRpcUrls)
  const addresses = useAppSelector((s) => s.account.byNamespace.bip122?.allAccounts)
  const [reading, setReading] = useState<PsbtReading>({ state: 'loading' })
  const ownKey = addresses?.map((a) => a.address).join(',') ?? ''
  useEffect(() => {
    const kind = bitcoinNetworkKind(network?.caipNetworkId)
    let live = true
    const own: OwnBitcoinAddress[] = ownKey ? ownKey.split(',').map((address, i) => ({ address, purpose: i === 0 ? 'payment' : 'ordinals' })) : []
    const read = async (): Promise<PsbtReading> => {
      if (!kind || !network) return { state: 'unreadable' }
      const psbt = bytesBase64.decode(params.psbt)
      const url = trustedRpcUrlOf(network, rpcUrls)
      const prevouts = url ? await checkPrevouts(psbt, (path) => esploraCall(url, path)) : undefined
      return { state: 'read', view: describePsbt(psbt, kind, own, psbtSignRequests(params.signInputs), prevouts) }
    }
    read().then(
      (next) => live && setReading(next),
      () => live && setReading({ state: 'unreadable' }),
    )
    return () => {
      live = false
    }
  }, [params, network, rpcUrls, ownKey])
  return reading
}
