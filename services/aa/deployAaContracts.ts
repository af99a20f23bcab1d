import { createRequire } from 'node:module'
import { concat, createPublicClient, createWalletClient, encodeAbiParameters, getContractAddress, http, numberToHex, parseEther, zeroHash, type Abi, type Address, type Hex } from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { aaKeys } from './aaKeys'
import { airlockAccountFactoryAddress } from '../../shared/aa/airlockAccountFactoryAddress'
import { compileAccountFactory, type AccountFactoryArtifact } from './compileAccountFactory'
import { compilePaymaster, type PaymasterArtifact } from './compilePaymaster'

/** Where the account-abstraction contracts live; the same on every local chain and every run. */
export interface AaAddresses {
  entryPoint: Address
  accountFactory: Address
  paymaster: Address
}

export interface DeployAaContractsOptions {
  rpcUrl: string
  paymasterArtifact?: PaymasterArtifact
  accountFactoryArtifact?: AccountFactoryArtifact
  /** What the paymaster's EntryPoint deposit is topped up to (100 ETH by default). */
  paymasterDeposit?: bigint
}

/** The deterministic deployment proxy anvil ships in its genesis (CREATE2 with a 32-byte salt prefix). */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The salt the EntryPoint v0.7 was deployed with everywhere; with the published artifact it gives the canonical address. */
const ENTRY_POINT_07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

function publishedBytecode(name: 'EntryPoint'): Hex {
  const require = createRequire(import.meta.url)
  return (require(`@account-abstraction/contracts/artifacts/${name}.json`) as { bytecode: Hex }).bytecode
}

function initCodes(paymasterArtifact: PaymasterArtifact, accountFactoryArtifact: AccountFactoryArtifact): { name: keyof AaAddresses; salt: Hex; initCode: Hex }[] {
  const entryPointArg = encodeAbiParameters([{ type: 'address' }], [entryPoint07Address])
  const signerArg = encodeAbiParameters([{ type: 'address' }], [aaKeys.paymasterSigner.address])
  return [
    { name: 'entryPoint', salt: ENTRY_POINT_07_SALT, initCode: publishedBytecode('EntryPoint') },
    { name: 'accountFactory', salt: zeroHash, initCode: concat([accountFactoryArtifact.bytecode, entryPointArg]) },
    { name: 'paymaster', salt: zeroHash, initCode: concat([paymasterArtifact.bytecode, entryPointArg, signerArg]) },
  ]
}

/**
 * Deploys the ERC-4337 parts on a local anvil chain through its deterministic deployment proxy
 * (CREATE2), so the addresses are the same on every chain and every run: the EntryPoint v0.7 from
 * the published `@account-abstraction/contracts` 0.7 artifact (it lands at the canonical
 * `entryPoint07Address`, checked), our AirlockAccountFactory (SimpleAccount v0.7 + ERC-1271,
 * compiled with solc-js; checked against `airlockAccountFactoryAddress`) and the reference
 * VerifyingPaymaster compiled with solc-js, trusting `aaKeys.paymasterSigner`. Funds the
 * local actors with `anvil_setBalance` and tops the paymaster's EntryPoint deposit up. Contracts
 * already present are left as they are, so a second call is cheap.
 *
 * @example
 * const chain = await startAnvil({ chainId: 1, port: 18745 })
 * const { entryPoint, accountFactory, paymaster } = await deployAaContracts({ rpcUrl: chain.rpcUrl })
 */
export async function deployAaContracts({ rpcUrl, paymasterArtifact = compilePaymaster(), accountFactoryArtifact = compileAccountFactory(), paymasterDeposit = parseEther('100') }: DeployAaContractsOptions): Promise<AaAddresses> {
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const chainId = await publicClient.getChainId()
  const chain = { id: chainId, name: `anvil-${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const deployer = privateKeyToAccount(aaKeys.deployer.privateKey)
  const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })

  const proxyCode = await publicClient.getCode({ address: DETERMINISTIC_DEPLOYER })
  if (!proxyCode || proxyCode === '0x') throw new Error(`chain ${chainId} has no deterministic deployment proxy at ${DETERMINISTIC_DEPLOYER}`)
  for (const key of [aaKeys.deployer, aaKeys.executor, aaKeys.utility]) {
    await publicClient.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [key.address, numberToHex(parseEther('10000'))] as unknown as undefined })
  }

  const addresses = {} as AaAddresses
  for (const { name, salt, initCode } of initCodes(paymasterArtifact, accountFactoryArtifact)) {
    const address = getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode: initCode })
    addresses[name] = address
    const code = await publicClient.getCode({ address })
    if (code && code !== '0x') continue
    const hash = await wallet.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([salt, initCode]), gas: 10_000_000n })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const deployed = await publicClient.getCode({ address })
    if (receipt.status !== 'success' || !deployed || deployed === '0x') throw new Error(`deploying ${name} on chain ${chainId} failed (transaction ${hash})`)
  }
  if (addresses.entryPoint !== entryPoint07Address) throw new Error(`the EntryPoint landed at ${addresses.entryPoint}, not the canonical ${entryPoint07Address}`)
  // The modal derives smart-account addresses from this constant; a new solc or OpenZeppelin moves the factory.
  if (addresses.accountFactory !== airlockAccountFactoryAddress) throw new Error(`the AirlockAccountFactory landed at ${addresses.accountFactory}, not ${airlockAccountFactoryAddress} (shared/aa/airlockAccountFactoryAddress.ts): the compiler or a contracts package changed; update the constant`)

  const deposit = await publicClient.readContract({ address: addresses.entryPoint, abi: entryPoint07Abi as Abi, functionName: 'balanceOf', args: [addresses.paymaster] }) as bigint
  if (deposit < paymasterDeposit) {
    const hash = await wallet.writeContract({ address: addresses.entryPoint, abi: entryPoint07Abi, functionName: 'depositTo', args: [addresses.paymaster], value: paymasterDeposit - deposit })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`funding the paymaster deposit on chain ${chainId} failed (transaction ${hash})`)
  }
  return addresses
}
