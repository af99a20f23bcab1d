import { encodeFunctionData, erc20Abi } from 'viem'
import { readFromNetwork } from '../../clients/chainRpc/readFromNetwork'

/**
 * Reads an address's balance of the native currency (`token` null) or an ERC-20 straight from
 * the network's RPC endpoint, in base units; the buy-in-progress view polls it.
 *
 * @example
 * await readTokenBalance('http://127.0.0.1:8545', '0xf39F…2266', null) // 10000000000000000000000n
 */
export async function readTokenBalance(rpcUrl: string | undefined, address: string, token: string | null): Promise<bigint> {
  if (!token) return BigInt((await readFromNetwork(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address as `0x${string}`] })
  return BigInt((await readFromNetwork(rpcUrl, 'eth_call', [{ to: token, data }, 'latest'])) as string)
}
