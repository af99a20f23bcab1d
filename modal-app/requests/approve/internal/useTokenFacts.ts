import { useEffect, useMemo, useState } from 'react'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import { decodeSwapCall, NATIVE_TOKEN } from '../../../lib/decodeSwapCall'
import { decodeTokenCall } from '../../../lib/decodeTokenCall'
import { selectRpcUrls } from '../../../state/options/viewSelectors'
import { useAppSelector } from '../../../store/hooks'
import type { TokenFacts } from '../describeApproval'
import { readTokenFacts } from './readTokenFacts'

/**
 * The facts of the tokens an eth_sendTransaction's headline names (the contract of a transfer or
 * an approve, the tokens of a swap), read from the chain once per approval; a lookup that answers
 * undefined until they arrive.
 */
export function useTokenFacts(method: string, params: unknown, network: AirlockNetwork | undefined): (address: string) => TokenFacts | undefined {
  const rpcUrls = useAppSelector(selectRpcUrls)
  const tokens = useMemo(() => tokensNamed(method, params).join(','), [method, params])
  const [facts, setFacts] = useState<Record<string, TokenFacts | undefined>>({})
  useEffect(() => {
    if (!network || !tokens) return
    let live = true
    const url = trustedRpcUrlOf(network, rpcUrls)
    const list = tokens.split(',')
    void Promise.all(list.map((token) => readTokenFacts(url, token))).then((answers) => {
      if (live) setFacts(Object.fromEntries(list.map((token, i) => [token, answers[i]])))
    })
    return () => {
      live = false
    }
  }, [network, rpcUrls, tokens])
  return (address) => facts[address.toLowerCase()]
}

function tokensNamed(method: string, params: unknown): string[] {
  if (method !== 'eth_sendTransaction' || !Array.isArray(params)) return []
  const tx = params[0] as { to?: unknown; data?: unknown; input?: unknown } | undefined
  const data = typeof tx?.data === 'string' ? tx.data : typeof tx?.input === 'string' ? tx.input : ''
  if (typeof tx?.to !== 'string' || !data) return []
  if (decodeTokenCall(data)) return [tx.to.toLowerCase()]
  const swap = decodeSwapCall(data)
  return swap ? [swap.tokenIn, swap.tokenOut].map((a) => a.toLowerCase()).filter((a) => a !== NATIVE_TOKEN) : []
}
