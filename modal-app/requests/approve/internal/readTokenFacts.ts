import { decodeFunctionResult, encodeFunctionData, erc20Abi } from 'viem'
import { readFromNetwork } from '../../../clients/chainRpc/readFromNetwork'
import type { TokenFacts } from '../describeApproval'

/**
 * A token contract's symbol and decimals, read from the chain through the operator's endpoint
 * (never the dapp's word). Undefined when the contract doesn't answer as an ERC-20 does; a symbol
 * is kept short and plain, since the contract chooses it.
 *
 * @example
 * await readTokenFacts('http://127.0.0.1:8545', '0x5FbD…') // { symbol: 'AUSD', decimals: 6 }
 */
export async function readTokenFacts(url: string | undefined, token: string): Promise<TokenFacts | undefined> {
  const call = async (functionName: 'symbol' | 'decimals') => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName })
    const result = await readFromNetwork(url, 'eth_call', [{ to: token, data }, 'latest'])
    return decodeFunctionResult({ abi: erc20Abi, functionName, data: result as `0x${string}` })
  }
  try {
    const [symbol, decimals] = await Promise.all([call('symbol'), call('decimals')])
    const plain = String(symbol).replace(/[^\p{L}\p{N}.\-_$]/gu, '').slice(0, 12)
    const places = Number(decimals)
    return plain && Number.isInteger(places) && places <= 36 ? { symbol: plain, decimals: places } : undefined
  } catch {
    return undefined
  }
}
