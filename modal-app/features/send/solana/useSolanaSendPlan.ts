import { useEffect, useState } from 'react'
import { formatUnits } from 'viem'
import { toProviderError } from '../../../../shared/errors/ProviderRpcError'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import { isSolanaAddress } from '../../../../shared/solana/isSolanaAddress'
import { useAppSelector } from '../../../store/hooks'
import { readFromNetwork } from '../../../clients/chainRpc/readFromNetwork'
import type { TokenBalance } from '../../../state/account/accountTypes'
import { toBaseUnits } from '../../../../shared/format/toBaseUnits'
import type { SolanaSendPlan } from './planSolanaSend'
import { selectCaipNetwork } from '../../../state/network/selectors'
import { selectRpcUrls } from '../../../state/options/viewSelectors'

/** Typing settles before the chain is asked again. */
const SETTLE_MS = 250

/** The plan of the send as typed so far, or why there is none. */
export interface SolanaPlanState {
  plan?: SolanaSendPlan
  /** The chain could not plan it (shown where the fee would be). */
  error?: string
  /** The plan is of the inputs as they are now (else it is the last one, kept while the chain answers). */
  settled: boolean
}

/**
 * Plans the Solana send the form holds (planSolanaSend on the active network's endpoint) to show
 * its fee and whether it creates the receiver's token account. Until the amount or the receiver
 * is valid it plans with the smallest amount or the sender as receiver, which costs the same
 * fee, so the fee shows from the start. Off (nothing asked) while `from` or `token` is missing
 * or the network is not Solana.
 *
 * @example
 * const { plan } = useSolanaSendPlan({ from, token, amount: '1', receiver })
 * plan?.feeLamports // 5000n
 */
export function useSolanaSendPlan(input: { from?: string; token?: TokenBalance; amount: string; receiver?: string }): SolanaPlanState {
  const network = useAppSelector(selectCaipNetwork)
  const rpcUrls = useAppSelector(selectRpcUrls)
  const [state, setState] = useState<{ key?: string; plan?: SolanaSendPlan; error?: string }>({})
  const { from, token } = input
  const decimals = Number(token?.quantity.decimals ?? 0)
  const units = toBaseUnits(input.amount, decimals)
  const amount = units !== undefined && units > 0n ? input.amount.trim() : formatUnits(1n, decimals)
  const receiver = input.receiver && isSolanaAddress(input.receiver) ? input.receiver : from
  const active = network?.chainNamespace === 'solana' && !!from && !!token
  const key = active ? JSON.stringify([network.caipNetworkId, from, token.address ?? 'SOL', amount, receiver]) : ''
  useEffect(() => {
    if (!active || !network) return
    let live = true
    const url = trustedRpcUrlOf(network, rpcUrls)
    const timer = setTimeout(() => {
      // The planner and its ed25519 code load only when a Solana send is being typed, not with the Send view on EVM.
      import('./planSolanaSend')
        .then(({ planSolanaSend }) => planSolanaSend((method, params) => readFromNetwork(url, method, params), { from: from!, caipNetworkId: network.caipNetworkId, token, amount, receiver }))
        .then((plan) => live && setState({ key, plan }))
        .catch((error: unknown) => live && setState({ key, error: toProviderError(error).message }))
    }, SETTLE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
    // The serialized key stands for the inputs' values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, rpcUrls])
  // The fee hardly moves while the amount is typed: the last plan stays on screen meanwhile.
  return { plan: state.plan, error: state.key === key ? state.error : undefined, settled: state.key === key }
}
