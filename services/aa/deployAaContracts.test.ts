import { createPublicClient, http, parseEther, type Abi } from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilChain } from '../fixtures/chains/startAnvil'
import { aaKeys } from './aaKeys'
import { compilePaymaster } from './compilePaymaster'
import { deployAaContracts } from './deployAaContracts'

let chain: AnvilChain
beforeAll(async () => (chain = await startAnvil({ chainId: 8453, port: 18725 })))
afterAll(() => chain.stop())

describe('deployAaContracts', () => {
  it('deploys the EntryPoint at the canonical address, the factory and the funded paymaster, and a second run changes nothing', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const first = await deployAaContracts({ rpcUrl: chain.rpcUrl })
    expect(first.entryPoint).toBe(entryPoint07Address)
    const pm = compilePaymaster()
    const read = (address: `0x${string}`, abi: Abi, functionName: string, args: unknown[] = []): Promise<unknown> => client.readContract({ address, abi, functionName, args })
    // The factory and the paymaster point at this EntryPoint; the paymaster trusts our signer.
    expect(await read(first.accountFactory, [{ type: 'function', name: 'accountImplementation', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] }], 'accountImplementation')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await read(first.paymaster, pm.abi, 'entryPoint')).toBe(entryPoint07Address)
    expect(await read(first.paymaster, pm.abi, 'verifyingSigner')).toBe(aaKeys.paymasterSigner.address)
    expect(await read(entryPoint07Address, entryPoint07Abi, 'balanceOf', [first.paymaster])).toBe(parseEther('100'))
    const nonce = await client.getTransactionCount({ address: aaKeys.deployer.address })

    expect(await deployAaContracts({ rpcUrl: chain.rpcUrl })).toEqual(first)
    expect(await client.getTransactionCount({ address: aaKeys.deployer.address })).toBe(nonce)
  })
})
