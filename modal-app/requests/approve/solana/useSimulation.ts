import { useEffect, useState } from 'react'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import { useAppSelector } from '../../../store/hooks'
import { readFromNetwork } from '../../../clients/chainRpc/readFromNetwork'
import { balanceChanges, type BalanceChange, type SimulationValue } from '../../../wallets/solana/balanceChanges'
import { selectRpcUrls } from '../../../state/options/viewSelectors'

export type Simulation =
  | { state: 'loading' }
  | { state: 'ok'; changes: BalanceChange[] | undefined }
  | { state: 'failed'; reason: string }

/**
 * Simulates the transaction on the network's own endpoint (the modal's chain data, never the
 * dapp's word) for the approval view: signatures unchecked and the blockhash replaced, so an
 * unsigned or stale transaction still shows what it would do. Answers the balance changes, or
 * the node's error when the transaction would fail.
 *
 * @example
 * const simulation = useSimulation(network, params.transaction, tx.accountKeys)
 */
export function useSimulation(network: AirlockNetwork | undefined, transaction: string, accountKeys: readonly string[] | undefined): Simulation {
  const rpcUrls = useAppSelector(selectRpcUrls)
  const [simulation, setSimulation] = useState<Simulation>({ state: 'loading' })
  const keys = accountKeys?.join(',')
  useEffect(() => {
    if (!network || !keys) return
    let live = true
    const config = { encoding: 'base64', sigVerify: false, replaceRecentBlockhash: true, commitment: 'confirmed' }
    readFromNetwork(trustedRpcUrlOf(network, rpcUrls), 'simulateTransaction', [transaction, config]).then(
      (answer) => {
        const value = (answer as { value?: SimulationValue } | null)?.value
        if (!live) return
        if (!value) setSimulation({ state: 'failed', reason: 'no answer' })
        else if (value.err) setSimulation({ state: 'failed', reason: JSON.stringify(value.err) })
        else setSimulation({ state: 'ok', changes: balanceChanges(keys.split(','), value) })
      },
      (error: unknown) => live && setSimulation({ state: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      live = false
    }
  }, [network, rpcUrls, transaction, keys])
  return simulation
}
