import { useEffect, useState } from 'react'
import { formatUnits } from 'viem'
import { Constants } from '../../../shared/constants'
import { trustedRpcUrlOf } from '../../clients/chainRpc/trustedRpcUrlOf'
import { useAppSelector } from '../../store/hooks'
import { readFromNetwork } from '../../clients/chainRpc/readFromNetwork'
import { useEndpointQuery } from '../../state/dataService/useEndpointQuery'
import { portfolioApi } from '../../state/dataService/portfolioApi'
import type { SendTransaction } from './buildSendTransaction'
import { selectCaipNetwork } from '../../state/network/selectors'
import { selectRpcUrls } from '../../state/options/viewSelectors'

/** Gas a plain transfer needs, and a safe figure for an ERC-20 transfer while it is estimated. */
const NATIVE_GAS = 21_000n
const TOKEN_GAS = 65_000n

/** The network fee of a send as the form shows it. */
export interface NetworkFee {
  /** Wei per gas (the gas-price service's standard price), as a decimal string. */
  gasPrice?: string
  /** The fee in USD, once the gas price is known. */
  gasPriceInUSD?: number
  /** Why there is no fee ('Network not supported for Gas Price', docs/texts.md#networks). */
  error?: string
}

/**
 * The gas figure of a send (docs/state-rules.md#send): the standard gas price from `/v1/convert/gas-price` (cached 30 s)
 * times the gas the chain estimates for this transaction (`eth_estimateGas`; 21,000 or 65,000
 * until it answers), in USD at the native currency's price.
 *
 * @example
 * const fee = useNetworkFee(tx, 3000) // { gasPrice: '1000000000', gasPriceInUSD: 0.063 }
 */
export function useNetworkFee(tx: Omit<SendTransaction, 'chainId'> | undefined, nativePrice: number): NetworkFee {
  const network = useAppSelector(selectCaipNetwork)
  const rpcUrls = useAppSelector(selectRpcUrls)
  // No transaction (a Solana send prices its own message): no gas price asked.
  const q = useEndpointQuery(portfolioApi.endpoints.gasPrice, network && tx ? { caipNetworkId: network.caipNetworkId } : undefined, Constants.nativeBalanceCacheMs / 1000)
  const [estimate, setEstimate] = useState<{ key: string; gas: bigint }>()
  const key = tx ? JSON.stringify(tx) : ''
  useEffect(() => {
    if (!tx || !network) return
    let live = true
    readFromNetwork(trustedRpcUrlOf(network, rpcUrls), 'eth_estimateGas', [tx]).then(
      (gas) => live && typeof gas === 'string' && setEstimate({ key, gas: BigInt(gas) }),
      () => undefined,
    )
    return () => {
      live = false
    }
    // The serialized key stands for the transaction's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, network, rpcUrls])
  if (q.isError) return { error: typeof q.error === 'object' && q.error && 'error' in q.error ? String((q.error as { error: unknown }).error) : undefined }
  const gasPrice = q.data?.standard
  if (!gasPrice || !/^\d+$/.test(gasPrice)) return {}
  const gas = estimate?.key === key ? estimate.gas : tx?.data ? TOKEN_GAS : NATIVE_GAS
  return { gasPrice, gasPriceInUSD: Number(formatUnits(gas * BigInt(gasPrice), 18)) * nativePrice }
}
