import { createPublicClient, defineChain, http, parseEther, parseGwei, toHex, type Address, type Hex, type PublicClient } from 'viem'
import { createBundlerClient, createPaymasterClient, entryPoint07Abi, entryPoint07Address, formatUserOperationRequest, type BundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portOffset } from '../../config/urls'
import { ownerProofHash } from '../../shared/aa/ownerProofHash'
import { toAirlockSmartAccount } from '../../shared/aa/toAirlockSmartAccount'
import { startAnvil, type AnvilChain } from '../fixtures/chains/startAnvil'
import { signInByEmail, startTestAuth, type TestAuth } from '../auth/testing/testHelpers'
import { readPorts } from '../internal/paths'
import type { Project } from '../fixtures/projects/loadProjects'
import { parseSponsorshipPolicy } from '../fixtures/projects/parseSponsorshipPolicy'
import { deployAaContracts, type AaAddresses } from './deployAaContracts'
import { startBundler, type Bundler } from './startBundler'
import { startPaymasterService, type RunningPaymasterService } from './startPaymasterService'

// Written as the attacker: a page or a script that found the paymaster's URL. One chain, its
// bundler, the real auth service (sessions by email code) and the paymaster, on the test ports + 190
// (+ AIRLOCK_PORT_OFFSET).
const OFFSET = 190 + portOffset()
const ports = readPorts('test')
const origins = ['http://127.0.0.1:15173']
const project = (id: string, sponsorship?: unknown): Project => ({
  id,
  name: id,
  allowedOrigins: origins,
  analytics: false,
  connectSources: [],
  features: { allWallets: true, swaps: true, onramp: true } as Project['features'],
  sponsorGas: true,
  sponsorship: parseSponsorshipPolicy(sponsorship, id),
})
// A sender may spend about two ordinary sponsored operations a day in `tight`; `resign` and
// `pinned` (one test each) allow 0.02 ETH. `perOp`: one operation may cost at most 0.001 ETH.
const projects = [
  project('airlock-demo'),
  project('other-sponsored'),
  project('tight', { maxPerSender: '0.004', maxFeePerGasGwei: 20 }),
  project('resign', { maxPerSender: '0.02', maxFeePerGasGwei: 50 }),
  project('pinned', { maxPerSender: '0.02', maxFeePerGasGwei: 50 }),
  project('perOp', { maxCostPerOperation: '0.001' }),
]

let chain: AnvilChain
let addresses: AaAddresses
let bundler: Bundler
let auth: TestAuth
let pm: RunningPaymasterService
let client: PublicClient
let bundlerClient: BundlerClient

beforeAll(async () => {
  chain = await startAnvil({ chainId: 1, port: ports.chains['1']! + OFFSET })
  addresses = await deployAaContracts({ rpcUrl: chain.rpcUrl })
  bundler = await startBundler({ chainId: 1, rpcUrl: chain.rpcUrl, port: ports.bundlers!['1']! + OFFSET, entryPoint: addresses.entryPoint })
  auth = await startTestAuth({ projects })
  pm = await startPaymasterService({ port: 0, chains: { 1: chain.rpcUrl }, entryPoint: addresses.entryPoint, paymaster: addresses.paymaster, projects, authUrl: auth.auth.url })
  const viemChain = defineChain({ id: 1, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
  client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) }) as PublicClient
  bundlerClient = createBundlerClient({ client, chain: viemChain, transport: http(bundler.url), pollingInterval: 50 })
}, 90_000)

afterAll(async () => {
  await pm?.stop()
  await auth?.stop()
  await bundler?.stop()
  await chain?.stop()
})

const deposit = () => client.readContract({ address: entryPoint07Address, abi: entryPoint07Abi, functionName: 'balanceOf', args: [addresses.paymaster] })
const paymasterAs = (token?: string) => createPaymasterClient({ transport: http(pm.url, token ? { fetchOptions: { headers: { authorization: `Bearer ${token}` } } } : {}) })
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
/** Each account's owner key and each session's user, for the owner proofs the modal would send. */
const owners = new Map<Address, PrivateKeyAccount>()
const users = new Map<string, string>()
const newAccount = async () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toAirlockSmartAccount({ client, owner })
  owners.set(account.address, owner)
  return account
}
let emails = 0
const sessionOf = async (projectId = 'airlock-demo') => {
  const session = await signInByEmail(auth, `sponsor-${++emails}-${Date.now()}@example.test`, projectId)
  users.set(session.token, session.user.id)
  return session.token
}
/**
 * The paymaster context the modal sends: its project, and the owner key of `sender` signing the
 * owner proof for the session's user (`as`: another key signs it, as an attacker without the owner's).
 */
async function contextOf(projectId: string, token: string | undefined, sender: Address, as?: PrivateKeyAccount) {
  const key = as ?? owners.get(sender)
  const userId = token ? users.get(token) : undefined
  if (!key || !userId) return { projectId }
  return { projectId, ownerProof: await key.sign({ hash: ownerProofHash({ projectId, userId }) }) }
}

interface RawGas {
  preVerificationGas: bigint
  maxFeePerGas: bigint
  callGasLimit?: bigint
  verificationGasLimit?: bigint
  /** null leaves the paymaster's gas out, for the paymaster to add. */
  paymasterVerificationGasLimit?: bigint | null
  nonce?: bigint
  /** The account's deployment, for an account this operation deploys. */
  deploy?: { factory: Address; factoryData: Hex }
}

/** A complete, signed-looking v0.7 operation as a script would post it, with the gas fields it chooses. */
async function rawOperation(sender: Address, gas: RawGas) {
  return {
    sender,
    nonce: toHex(gas.nonce ?? 0n),
    ...(gas.deploy ?? {}),
    callData: '0x',
    callGasLimit: toHex(gas.callGasLimit ?? 100_000n),
    verificationGasLimit: toHex(gas.verificationGasLimit ?? 300_000n),
    preVerificationGas: toHex(gas.preVerificationGas),
    maxFeePerGas: toHex(gas.maxFeePerGas),
    maxPriorityFeePerGas: toHex(gas.maxFeePerGas),
    ...(gas.paymasterVerificationGasLimit === null ? {} : { paymasterVerificationGasLimit: toHex(gas.paymasterVerificationGasLimit ?? 100_000n), paymasterPostOpGasLimit: '0x0' }),
    signature: '0x',
  }
}

/** Moves the chain's clock past every signature made so far (they are valid for 600 s). */
async function afterSignaturesExpire() {
  await client.request({ method: 'evm_increaseTime', params: [601] } as never)
  await client.request({ method: 'evm_mine', params: [] } as never)
}

async function rpc(method: string, params: unknown[], token?: string): Promise<{ result?: { paymasterData?: string }; error?: { code: number; message: string; data?: { reason?: string } } }> {
  const res = await fetch(pm.url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return (await res.json()) as { result?: { paymasterData?: string }; error?: { code: number; message: string; data?: { reason?: string } } }
}

/** The paymaster's JSON-RPC error under viem's wrapping (viem reads -32001 as ResourceNotFound; the data is on its cause). */
function refusalOf(error: unknown): { code?: number; data?: unknown } | undefined {
  for (let e = error as { code?: number; data?: { reason?: unknown }; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === -32001 && e.data?.reason) return e
  return undefined
}

describe('sponsorship policy, as an attacker would try it', () => {
  it('signs nothing for a caller without a live session of the project, and nothing lands', async () => {
    const account = await newAccount()
    const op = await rawOperation(account.address, { preVerificationGas: 60_000n, maxFeePerGas: parseGwei('2') })
    for (const token of [undefined, 'made-up-token-made-up-token-1234']) {
      const { result, error } = await rpc('pm_getPaymasterData', [op, entryPoint07Address, '0x1', { projectId: 'airlock-demo' }], token)
      expect(result).toBeUndefined()
      expect(error).toMatchObject({ code: -32001, data: { reason: 'unauthenticated' } })
    }
    const before = await deposit()
    await expect(bundlerClient.sendUserOperation({ account, calls: [{ to: freshAddress(), data: '0x' }], paymaster: paymasterAs(), paymasterContext: await contextOf('airlock-demo', undefined, account.address) })).rejects.toThrow(/Sign in/)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await deposit()).toBe(before)
  })

  it('refuses the inflated operation (preVerificationGas 1e7 at 5,000 gwei, about 50 ETH of the deposit) even from a signed-in visitor', async () => {
    const token = await sessionOf()
    const account = await newAccount()
    const op = await rawOperation(account.address, { preVerificationGas: 10_000_000n, maxFeePerGas: parseGwei('5000') })
    for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
      const { result, error } = await rpc(method, [op, entryPoint07Address, '0x1', { projectId: 'airlock-demo' }], token)
      expect(result).toBeUndefined()
      expect(error).toMatchObject({ code: -32001, data: { reason: 'operationCap' } })
    }
    // Each cap on its own: the gas field alone, the fee alone.
    expect((await rpc('pm_getPaymasterData', [await rawOperation(account.address, { preVerificationGas: 10_000_000n, maxFeePerGas: parseGwei('2') }), entryPoint07Address, '0x1', { projectId: 'airlock-demo' }], token)).error?.data).toMatchObject({ reason: 'operationCap', field: 'preVerificationGas' })
    expect((await rpc('pm_getPaymasterData', [await rawOperation(account.address, { preVerificationGas: 60_000n, maxFeePerGas: parseGwei('5000') }), entryPoint07Address, '0x1', { projectId: 'airlock-demo' }], token)).error?.data).toMatchObject({ reason: 'operationCap', field: 'maxFeePerGas' })
  })

  it("ignores a context naming another project: a session is good only for its own project's sponsorship", async () => {
    const token = await sessionOf('airlock-demo')
    const account = await newAccount()
    const before = await deposit()
    await expect(
      bundlerClient.sendUserOperation({ account, calls: [{ to: freshAddress(), data: '0x' }], paymaster: paymasterAs(token), paymasterContext: await contextOf('other-sponsored', token, account.address) }),
    ).rejects.toThrow(/Sign in to 'other-sponsored'/)
    expect(await deposit()).toBe(before)
  })

  it("sponsors only the session's own account: a second sender under the same session is refused", async () => {
    const token = await sessionOf()
    const mine = await newAccount()
    const hash = await bundlerClient.sendUserOperation({ account: mine, calls: [{ to: freshAddress(), data: '0x' }], paymaster: paymasterAs(token), paymasterContext: await contextOf('airlock-demo', token, mine.address) })
    expect((await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })).success).toBe(true)
    const other = await newAccount()
    await expect(
      bundlerClient.sendUserOperation({ account: other, calls: [{ to: freshAddress(), data: '0x' }], paymaster: paymasterAs(token), paymasterContext: await contextOf('airlock-demo', token, other.address) }),
    ).rejects.toThrow(/is not the signed-in account/)
    expect(await client.getCode({ address: other.address })).toBeUndefined()
  })

  it("stops a sender's spend at its cap, and the next operation gets the clear error", async () => {
    const token = await sessionOf('tight')
    const account = await newAccount()
    const before = await deposit()
    let landed = 0
    let refusal: unknown
    for (let i = 0; i < 10 && !refusal; i++) {
      try {
        const hash = await bundlerClient.sendUserOperation({ account, calls: [{ to: freshAddress(), data: '0x' }], paymaster: paymasterAs(token), paymasterContext: await contextOf('tight', token, account.address) })
        expect((await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })).success).toBe(true)
        landed++
      } catch (error) {
        refusal = error
      }
    }
    expect(landed).toBeGreaterThan(0)
    expect(String(refusal)).toContain('Gas sponsorship limit reached for this account. Try again later.')
    // What the deposit paid for this sender stays within its cap, and the ledger says the same.
    expect(before - (await deposit())).toBeLessThanOrEqual(parseEther('0.004'))
    // Every landed operation was settled to what the EntryPoint charged before the refusal was decided.
    expect((await pm.ledger.spent('tight', account.address, 86_400)).sender).toBe(before - (await deposit()))
    // The paymaster's answer underneath names the reason, for the modal to show its own text.
    expect(refusalOf(refusal)).toMatchObject({ code: -32001, data: { reason: 'senderCap' } })
    // And it stays refused: the next operation gets the same answer, nothing more is paid.
    const spent = before - (await deposit())
    await expect(bundlerClient.sendUserOperation({ account, calls: [{ to: freshAddress(), data: '0x' }], paymaster: paymasterAs(token), paymasterContext: await contextOf('tight', token, account.address) })).rejects.toThrow(/limit reached/)
    expect(before - (await deposit())).toBe(spent)
  }, 60_000)

  it('attacker: two signatures of one nonce and the EARLIER one lands: its real cost counts against the cap after the later one expires', async () => {
    const token = await sessionOf('resign')
    const account = await newAccount()
    const before = await deposit()
    const prepare = async (nonce?: bigint) =>
      bundlerClient.prepareUserOperation({ account, calls: [{ to: freshAddress(), data: '0x' }], paymaster: paymasterAs(token), paymasterContext: await contextOf('resign', token, account.address), ...(nonce === undefined ? {} : { nonce }) })
    // A is signed first; A' (same sender and nonce, another call) after it: the paymaster has signed both.
    const a = await prepare()
    const a2 = await prepare(a.nonce)
    expect(a2.paymasterData).not.toBe(a.paymasterData)
    // The attacker submits the earlier one, and the deposit pays for it.
    const { account: _, ...op } = a
    const hash = await bundlerClient.request({ method: 'eth_sendUserOperation', params: [formatUserOperationRequest({ ...op, signature: await account.signUserOperation(a) }), entryPoint07Address] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })
    expect(receipt.success).toBe(true)
    const paid = before - (await deposit())
    expect(receipt.actualGasCost).toBe(paid)
    // A' can never land and its signature expires; A's cost must still count.
    await afterSignaturesExpire()
    // The next operation's worst case fits the cap only if what A cost were forgotten.
    const fee = parseGwei('10')
    const gasSum = (parseEther('0.02') - paid / 2n) / fee
    const next = await rawOperation(account.address, { nonce: 1n, maxFeePerGas: fee, preVerificationGas: 100_000n, verificationGasLimit: 300_000n, paymasterVerificationGasLimit: 100_000n, callGasLimit: gasSum - 500_000n })
    const { result, error } = await rpc('pm_getPaymasterData', [next, entryPoint07Address, '0x1', await contextOf('resign', token, account.address)], token)
    expect(result).toBeUndefined()
    expect(error).toMatchObject({ code: -32001, data: { reason: 'senderCap' } })
    expect((await pm.ledger.spent('resign', account.address, 86_400)).sender).toBe(paid)
  }, 60_000)

  it("attacker: a second user naming another user's account as sender is refused, and can't use up that account's cap", async () => {
    const victimToken = await sessionOf('pinned')
    const victim = await newAccount()
    const send = async () => bundlerClient.sendUserOperation({ account: victim, calls: [{ to: freshAddress(), data: '0x' }], paymaster: paymasterAs(victimToken), paymasterContext: await contextOf('pinned', victimToken, victim.address) })
    const first = await bundlerClient.waitForUserOperationReceipt({ hash: await send(), pollingInterval: 50, timeout: 20_000 })
    expect(first.success).toBe(true)
    const spent = (await pm.ledger.spent('pinned', victim.address, 86_400)).sender
    // The attacker signs in as another user of the project and asks for the victim's account, each
    // worst case 0.0075 ETH: three of them would use up the victim's 0.02 ETH.
    const attackerToken = await sessionOf('pinned')
    for (let nonce = 1n; nonce <= 3n; nonce++) {
      const op = await rawOperation(victim.address, { nonce, preVerificationGas: 100_000n, maxFeePerGas: parseGwei('10'), callGasLimit: 250_000n })
      for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
        const { result, error } = await rpc(method, [op, entryPoint07Address, '0x1', { projectId: 'pinned' }], attackerToken)
        expect(result).toBeUndefined()
        expect(error).toMatchObject({ code: -32001, data: { reason: 'unknownSender' } })
      }
    }
    expect((await pm.ledger.spent('pinned', victim.address, 86_400)).sender).toBe(spent)
    // The victim is still sponsored.
    expect((await bundlerClient.waitForUserOperationReceipt({ hash: await send(), pollingInterval: 50, timeout: 20_000 })).success).toBe(true)
  }, 60_000)

  it("attacker: another user naming a visitor's account BEFORE its first sponsored operation (no proof, the attacker's own key's, the visitor's proof replayed) is refused and pins nothing", async () => {
    const victimToken = await sessionOf()
    const victim = await newAccount()
    const deploy = (await victim.getFactoryArgs()) as { factory: Address; factoryData: Hex }
    const attackerToken = await sessionOf()
    const attackerKey = privateKeyToAccount(generatePrivateKey())
    // The visitor's own proof names the visitor's user: sent under the attacker's session it proves nothing.
    const replayed = await contextOf('airlock-demo', victimToken, victim.address)
    const contexts = [{ projectId: 'airlock-demo' }, await contextOf('airlock-demo', attackerToken, victim.address, attackerKey), replayed, { ...replayed, ownerProof: '0x1234' }]
    const op = await rawOperation(victim.address, { preVerificationGas: 60_000n, maxFeePerGas: parseGwei('2'), deploy })
    for (const context of contexts) {
      for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
        const { result, error } = await rpc(method, [op, entryPoint07Address, '0x1', context], attackerToken)
        expect(result, `${method} with ${JSON.stringify(context)}`).toBeUndefined()
        expect(error).toMatchObject({ code: -32001, data: { reason: 'unknownSender' } })
      }
    }
    expect((await pm.ledger.spent('airlock-demo', victim.address, 86_400)).sender).toBe(0n)
    // Nothing was pinned to the attacker: the visitor's first sponsored operation lands.
    const hash = await bundlerClient.sendUserOperation({ account: victim, calls: [{ to: freshAddress(), data: '0x' }], paymaster: paymasterAs(victimToken), paymasterContext: replayed })
    expect((await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })).success).toBe(true)
  }, 60_000)

  it('attacker: a counterfeit sender (an address with no account, a contract that is not an AirlockAccount, a deployment for another owner) is refused and pins nothing', async () => {
    const token = await sessionOf()
    const mine = await newAccount()
    const other = await newAccount()
    const gas = { preVerificationGas: 60_000n, maxFeePerGas: parseGwei('2') }
    const counterfeits = [
      await rawOperation(freshAddress(), gas),
      // The VerifyingPaymaster answers owner() too, but it is no proxy of our account implementation.
      await rawOperation(addresses.paymaster, gas),
      // An undeployed account with no deployment: nothing proves what it will be.
      await rawOperation(mine.address, gas),
      // Our factory, but the deployment of another owner's account.
      await rawOperation(mine.address, { ...gas, deploy: (await other.getFactoryArgs()) as { factory: Address; factoryData: Hex } }),
    ]
    for (const op of counterfeits) {
      for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
        // With the session's own key's proof: what refuses them is the account check alone.
        const { result, error } = await rpc(method, [op, entryPoint07Address, '0x1', await contextOf('airlock-demo', token, mine.address)], token)
        expect(result).toBeUndefined()
        expect(error).toMatchObject({ code: -32001, data: { reason: 'unknownSender' } })
      }
    }
    // Nothing was pinned: the session's own account is still sponsored.
    const hash = await bundlerClient.sendUserOperation({ account: mine, calls: [{ to: freshAddress(), data: '0x' }], paymaster: paymasterAs(token), paymasterContext: await contextOf('airlock-demo', token, mine.address) })
    expect((await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 20_000 })).success).toBe(true)
  }, 60_000)

  it("counts the paymaster's own gas in the per-operation cap when the operation leaves it out", async () => {
    const token = await sessionOf('perOp')
    const account = await newAccount()
    const deploy = (await account.getFactoryArgs()) as { factory: Address; factoryData: Hex }
    // (100k + 300k + 60k) gas × 2 gwei = 0.00092 ETH as posted; with the paymaster's 100k, 0.00112 ETH: above the 0.001 cap.
    const op = await rawOperation(account.address, { preVerificationGas: 60_000n, maxFeePerGas: parseGwei('2'), paymasterVerificationGasLimit: null, deploy })
    const { result, error } = await rpc('pm_getPaymasterData', [op, entryPoint07Address, '0x1', { projectId: 'perOp' }], token)
    expect(result).toBeUndefined()
    expect(error).toMatchObject({ code: -32001, data: { reason: 'operationCap', field: 'maximum cost' } })
    // At 1.5 gwei the same operation with the paymaster's gas is 0.00084 ETH: signed.
    const cheaper = await rawOperation(account.address, { preVerificationGas: 60_000n, maxFeePerGas: parseGwei('1.5'), paymasterVerificationGasLimit: null, deploy })
    expect((await rpc('pm_getPaymasterData', [cheaper, entryPoint07Address, '0x1', await contextOf('perOp', token, account.address)], token)).result?.paymasterData).toMatch(/^0x[0-9a-f]{2,}/i)
  })
})
