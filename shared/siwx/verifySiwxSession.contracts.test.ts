import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, defineChain, encodeFunctionData, http, serializeErc6492Signature, type Abi, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startAnvil, type AnvilChain } from '../../services/fixtures/chains/startAnvil'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { buildSiwxMessage } from './buildSiwxMessage'
import { verifySiwxSession } from './verifySiwxSession'

// A smart account as small as ERC-1271 allows (valid when its owner signed the EIP-191 hash) and
// a CREATE2 factory, so the same account can sign before it exists (ERC-6492) and after.
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract OwnedWallet {
  address public owner;
  constructor(address o) { owner = o; }
  function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
    if (sig.length != 65) return 0xffffffff;
    bytes32 r = bytes32(sig[0:32]);
    bytes32 s = bytes32(sig[32:64]);
    uint8 v = uint8(sig[64]);
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}
contract WalletFactory {
  function deploy(address o, bytes32 salt) external returns (address) { return address(new OwnedWallet{salt: salt}(o)); }
  function predict(address o, bytes32 salt) external view returns (address) {
    bytes32 code = keccak256(abi.encodePacked(type(OwnedWallet).creationCode, abi.encode(o)));
    return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
  }
}`

function compile(): { abi: Abi; bytecode: Hex } {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string }
  const input = { language: 'Solidity', sources: { 'W.sol': { content: SOURCE } }, settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } } }
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as { errors?: { severity: string; formattedMessage: string }[]; contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>> }
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const factory = out.contracts['W.sol']!.WalletFactory!
  return { abi: factory.abi, bytecode: `0x${factory.evm.bytecode.object}` }
}

let chain: AnvilChain
let factory: Address
let abi: Abi
const rpc: Record<string, string> = {}
const owner = privateKeyToAccount(generatePrivateKey())
const salt = `0x${'00'.repeat(31)}07` as Hex

beforeAll(async () => {
  chain = await startAnvil({ chainId: 1, port: 28_745 })
  rpc['eip155:1'] = chain.rpcUrl
  const def = defineChain({ id: 1, name: 'anvil-1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
  const pub = createPublicClient({ chain: def, transport: http(chain.rpcUrl) })
  const deployer = createWalletClient({ chain: def, account: privateKeyToAccount(testAccounts[0]!.privateKey), transport: http(chain.rpcUrl) })
  const compiled = compile()
  abi = compiled.abi
  const hash = await deployer.deployContract({ abi, bytecode: compiled.bytecode })
  factory = (await pub.waitForTransactionReceipt({ hash })).contractAddress!
}, 60_000)
afterAll(async () => chain?.stop())

async function sessionOf(address: Address, signature: (message: string) => Promise<Hex>) {
  const message = buildSiwxMessage({ domain: 'dapp.example', accountAddress: address, chainId: 'eip155:1', uri: 'https://dapp.example', version: '1', nonce: 'smartnonce1', issuedAt: new Date().toISOString() })
  return { message, signature: await signature(message) }
}

describe('verifySiwxSession with smart accounts (through the chain RPC)', () => {
  it('accepts an ERC-6492 signature of an account not deployed yet, and refuses it tampered or without an RPC', async () => {
    const pub = createPublicClient({ transport: http(chain.rpcUrl) })
    const address = (await pub.readContract({ address: factory, abi, functionName: 'predict', args: [owner.address, salt] })) as Address
    expect(await pub.getCode({ address })).toBeUndefined()
    const session = await sessionOf(address, async (message) =>
      serializeErc6492Signature({ address: factory, data: encodeFunctionData({ abi, functionName: 'deploy', args: [owner.address, salt] }), signature: await owner.signMessage({ message }) }),
    )
    await expect(verifySiwxSession(session, { domain: 'dapp.example', rpc, allowMissingNonce: true })).resolves.toMatchObject({ address })
    await expect(verifySiwxSession({ ...session, message: session.message.replace('smartnonce1', 'smartnonce2') }, { domain: 'dapp.example', rpc, allowMissingNonce: true })).rejects.toMatchObject({ code: 'invalid-signature' })
    await expect(verifySiwxSession(session, { domain: 'dapp.example', allowMissingNonce: true })).rejects.toMatchObject({ code: 'invalid-signature' })
  })

  it("accepts an ERC-1271 signature of a deployed account, not another key's", async () => {
    const def = defineChain({ id: 1, name: 'anvil-1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
    const pub = createPublicClient({ chain: def, transport: http(chain.rpcUrl) })
    const deployer = createWalletClient({ chain: def, account: privateKeyToAccount(testAccounts[1]!.privateKey), transport: http(chain.rpcUrl) })
    const other = `0x${'00'.repeat(31)}08` as Hex
    await pub.waitForTransactionReceipt({ hash: await deployer.writeContract({ address: factory, abi, functionName: 'deploy', args: [owner.address, other] }) })
    const address = (await pub.readContract({ address: factory, abi, functionName: 'predict', args: [owner.address, other] })) as Address
    expect(await pub.getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/)
    const good = await sessionOf(address, (message) => owner.signMessage({ message }))
    await expect(verifySiwxSession(good, { domain: 'dapp.example', rpc, allowMissingNonce: true })).resolves.toMatchObject({ address })
    const stranger = privateKeyToAccount(generatePrivateKey())
    const bad = await sessionOf(address, (message) => stranger.signMessage({ message }))
    await expect(verifySiwxSession(bad, { domain: 'dapp.example', rpc, allowMissingNonce: true })).rejects.toMatchObject({ code: 'invalid-signature' })
  })
})
