import { p256 } from '@noble/curves/nist.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concat, createPublicClient, createWalletClient, defineChain, encodeFunctionData, http, parseEther, type Hex, type PublicClient } from 'viem'
import { createBundlerClient, entryPoint07Address, type SmartAccount, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { deployAaContracts } from '../../services/aa/deployAaContracts'
import { softwarePasskey } from '../../services/aa/softwarePasskey'
import { startBundler } from '../../services/aa/startBundler'
import { startAnvil } from '../../services/fixtures/chains/startAnvil'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { passkeyCoordinates } from '../../shared/aa/passkeyCoordinates'
import { passkeyOwnerAbi } from '../../shared/aa/passkeyOwnerAbi'
import { toAirlockSmartAccount } from '../../shared/aa/toAirlockSmartAccount'

/** Gas of one user operation: the EntryPoint's `actualGasUsed` (with preVerificationGas) and the whole bundle transaction's `gasUsed`. */
export interface UserOpGas {
  userOpGas: number
  bundleTxGas: number
}

/** What `measurePasskeyGas` prints: an ECDSA-signed and a passkey-signed operation, on a chain with the P-256 precompile and on one without. */
export interface PasskeyGasFigures {
  /** Whether the chain answered a P-256 verification at 0x100 (RIP-7212 / EIP-7951). */
  precompile: boolean
  ecdsa: UserOpGas
  passkey: UserOpGas
}

/** A P-256 verification's input for the precompile at 0x100 (h, r, s, x, y): it answers 1 for a valid one, a chain without it answers nothing. */
function p256Vector(): Hex {
  const secretKey = p256.utils.randomSecretKey()
  const h = sha256(new TextEncoder().encode('airlock'))
  const signature = p256.sign(h, secretKey, { prehash: false })
  return concat([bytesToHex(h), bytesToHex(signature), bytesToHex(p256.getPublicKey(secretKey, false).slice(1))])
}

/**
 * The gas a passkey owner's signature costs: on a local anvil with anvil's latest hardfork (the
 * stack's chains: Osaka's P-256 precompile at 0x100) and on one at Prague (no precompile:
 * OpenZeppelin's Solidity P-256 runs), one deployed AirlockAccount sends the same 1-wei transfer
 * as a user operation signed by its owner key (ECDSA) and by its passkey owner (WebAuthn,
 * `services/aa/softwarePasskey`), through the real Alto bundler. Own ports 18951–18954; 95 s on the loaded shared machine.
 * Printed by `npm run bench` (group passkeyGas), no budget.
 *
 * @example
 * const figures = await measurePasskeyGas() // { passkeyGasPrecompile: { precompile: true, ecdsa: {…}, passkey: {…} }, … }
 */
export async function measurePasskeyGas(): Promise<Record<'passkeyGasPrecompile' | 'passkeyGasSolidity', PasskeyGasFigures>> {
  return {
    passkeyGasPrecompile: await measureOn({ anvilPort: 18951, bundlerPort: 18952 }),
    passkeyGasSolidity: await measureOn({ anvilPort: 18953, bundlerPort: 18954, hardfork: 'prague' }),
  }
}

async function measureOn({ anvilPort, bundlerPort, hardfork }: { anvilPort: number; bundlerPort: number; hardfork?: string }): Promise<PasskeyGasFigures> {
  const chain = await startAnvil({ chainId: 1, port: anvilPort, ...(hardfork ? { hardfork } : {}) })
  try {
    await deployAaContracts({ rpcUrl: chain.rpcUrl })
    const bundler = await startBundler({ chainId: 1, rpcUrl: chain.rpcUrl, port: bundlerPort, entryPoint: entryPoint07Address })
    try {
      const viemChain = defineChain({ id: 1, name: 'anvil-1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
      const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) }) as PublicClient
      const bundlerClient = createBundlerClient({ client, transport: http(bundler.url), pollingInterval: 50 })
      const precompile = BigInt((await client.call({ to: '0x0000000000000000000000000000000000000100', data: p256Vector() })).data ?? '0x0') === 1n

      const owner = privateKeyToAccount(generatePrivateKey())
      const passkey = softwarePasskey({ origin: 'http://localhost:15174' })
      const byKey = await toAirlockSmartAccount({ client, owner })
      const estimateUserOperationGas = (op: UserOperation<'0.7'>) => bundlerClient.estimateUserOperationGas({ ...op, entryPointAddress: entryPoint07Address } as never)
      const byPasskey = await toAirlockSmartAccount({ client, owner, passkey, estimateUserOperationGas })
      const funder = createWalletClient({ account: privateKeyToAccount(testAccounts[5]!.privateKey), chain: viemChain, transport: http(chain.rpcUrl) })
      await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: byKey.address, value: parseEther('1') }) })

      const send = async (account: SmartAccount, calls: { to: Hex; value?: bigint; data?: Hex }[]): Promise<UserOpGas> => {
        const receipt = await bundlerClient.waitForUserOperationReceipt({ hash: await bundlerClient.sendUserOperation({ account, calls }) })
        if (!receipt.success) throw new Error('the measured user operation reverted')
        return { userOpGas: Number(receipt.actualGasUsed), bundleTxGas: Number(receipt.receipt.gasUsed) }
      }
      // Deploys the account and adds the passkey (not measured), then the same transfer signed each way.
      const { x, y } = passkeyCoordinates(passkey.publicKey)
      await send(byKey, [{ to: byKey.address, data: encodeFunctionData({ abi: passkeyOwnerAbi, functionName: 'addPasskeyOwner', args: [x, y] }) }])
      const to = '0x000000000000000000000000000000000000bEEF'
      await send(byKey, [{ to, value: 1n }]) // warms the recipient, so both measured sends pay the same
      const ecdsa = await send(byKey, [{ to, value: 1n }])
      const passkeySigned = await send(byPasskey, [{ to, value: 1n }])
      return { precompile, ecdsa, passkey: passkeySigned }
    } finally {
      await bundler.stop()
    }
  } finally {
    await chain.stop()
  }
}
