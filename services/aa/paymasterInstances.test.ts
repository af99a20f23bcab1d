import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http, parseGwei, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ownerProofHash } from '../../shared/aa/ownerProofHash'
import { toAirlockSmartAccount } from '../../shared/aa/toAirlockSmartAccount'
import { portOffset } from '../../config/urls'
import { signInByEmail, startTestAuth, type TestAuth } from '../auth/testing/testHelpers'
import { startAnvil, type AnvilChain } from '../fixtures/chains/startAnvil'
import type { Project } from '../fixtures/projects/loadProjects'
import { parseSponsorshipPolicy } from '../fixtures/projects/parseSponsorshipPolicy'
import { testPostgresDatabase } from '../fixtures/storage/testPostgresDatabase'
import { readPorts } from '../internal/paths'
import { startRoundRobinProxy, type RoundRobinProxy } from '../internal/startRoundRobinProxy'
import { deployAaContracts, type AaAddresses } from './deployAaContracts'
import { startPaymasterService, type RunningPaymasterService } from './startPaymasterService'

// Two paymaster services on one ledger database (a SQLite file here, a fresh Postgres database in
// the services' Postgres run) behind a round-robin proxy, as an operator runs N instances behind a
// load balancer: a sender's cap of three operations allows three in all, not three per instance.
// One chain with the real EntryPoint and VerifyingPaymaster, the real auth service for sessions;
// on the test ports + 320 (+ AIRLOCK_PORT_OFFSET).
const OFFSET = 320 + portOffset()
const ports = readPorts('test')
/** One operation's worst case below: (100k + 300k + 50k + 100k + 0) gas × 1 gwei = 0.00055 ETH. */
const FEE = parseGwei('1')
const project = (id: string, sponsorship: unknown): Project => ({
  id,
  name: id,
  allowedOrigins: ['http://127.0.0.1:15173'],
  analytics: false,
  connectSources: [],
  features: { allWallets: true, swaps: true, onramp: true } as Project['features'],
  sponsorGas: true,
  sponsorship: parseSponsorshipPolicy(sponsorship, id),
})
// `three`: three worst cases per sender. `project5`: five worst cases for the whole project.
const projects = [project('three', { maxPerSender: '0.00165', maxFeePerGasGwei: 1 }), project('project5', { maxPerProject: '0.00275', maxFeePerGasGwei: 1 })]

const stateDir = mkdtempSync(join(tmpdir(), 'airlock-paymasters-'))
let chain: AnvilChain
let addresses: AaAddresses
let auth: TestAuth
const instances: RunningPaymasterService[] = []
let proxy: RoundRobinProxy

beforeAll(async () => {
  chain = await startAnvil({ chainId: 1, port: ports.chains['1']! + OFFSET })
  addresses = await deployAaContracts({ rpcUrl: chain.rpcUrl })
  auth = await startTestAuth({ projects })
  const databaseUrl = await testPostgresDatabase('paymaster')
  for (let i = 0; i < 2; i++) {
    instances.push(await startPaymasterService({
      port: 0, chains: { 1: chain.rpcUrl }, entryPoint: addresses.entryPoint, paymaster: addresses.paymaster, projects, authUrl: auth.auth.url,
      ledgerPath: join(stateDir, 'paymaster.sqlite'), databaseUrl,
    }))
  }
  proxy = await startRoundRobinProxy(instances.map((pm) => pm.url))
}, 90_000)

afterAll(async () => {
  await proxy?.stop()
  for (const pm of instances) await pm.stop()
  await auth?.stop()
  await chain?.stop()
  rmSync(stateDir, { recursive: true, force: true })
})

let emails = 0
/** Each session's user, for the owner proof the modal sends with its token. */
const users = new Map<string, string>()
const sessionOf = async (projectId: string) => {
  const session = await signInByEmail(auth, `paymasters-${++emails}-${Date.now()}@example.test`, projectId)
  users.set(session.token, session.user.id)
  return session.token
}
/** A new AirlockAccount not deployed yet: its address, the deployment its first operations carry and its owner key. */
interface Sender {
  address: Address
  deploy: { factory: Address; factoryData: Hex }
  owner: PrivateKeyAccount
}

async function freshSender(): Promise<Sender> {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toAirlockSmartAccount({ client: createPublicClient({ transport: http(chain.rpcUrl) }), owner })
  return { address: account.address, deploy: (await account.getFactoryArgs()) as Sender['deploy'], owner }
}

/** A v0.7 operation of `sender` with its own nonce, every gas field set, as the modal posts it once estimated. */
function operation(sender: Sender, nonce: number) {
  return {
    sender: sender.address,
    ...sender.deploy,
    nonce: toHex(nonce),
    callData: '0x',
    callGasLimit: toHex(100_000n),
    verificationGasLimit: toHex(300_000n),
    preVerificationGas: toHex(50_000n),
    maxFeePerGas: toHex(FEE),
    maxPriorityFeePerGas: toHex(FEE),
    paymasterVerificationGasLimit: toHex(100_000n),
    paymasterPostOpGasLimit: '0x0',
    signature: '0x',
  }
}

type Answer = { result?: { paymasterData?: string }; error?: { code: number; data?: { reason?: string } } }

/** pm_getPaymasterData through the proxy: the sponsorship's signature, or the refusal. */
async function sponsor(token: string, projectId: string, sender: Sender, nonce: number): Promise<Answer> {
  const ownerProof = await sender.owner.sign({ hash: ownerProofHash({ projectId, userId: users.get(token)! }) })
  const res = await fetch(proxy.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: nonce, method: 'pm_getPaymasterData', params: [operation(sender, nonce), addresses.entryPoint, '0x1', { projectId, ownerProof }] }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as Answer
}

const signed = (answers: Answer[]) => answers.filter((a) => typeof a.result?.paymasterData === 'string' && a.result.paymasterData.length > 2).length
const reasons = (answers: Answer[]) => answers.filter((a) => a.error).map((a) => `${a.error!.code} ${a.error!.data?.reason}`)

describe('two paymaster instances on one ledger', () => {
  it('a sender cap of three operations signs three across both instances, one after another, not six', async () => {
    const sender = await freshSender()
    const token = await sessionOf('three')
    const before = [...proxy.forwarded]
    const answers: Answer[] = []
    for (let nonce = 0; nonce < 8; nonce++) answers.push(await sponsor(token, 'three', sender, nonce))
    // The proxy alternated: each instance took four of the eight, so each alone would have signed three.
    expect(proxy.forwarded.map((n, i) => n - before[i]!)).toEqual([4, 4])
    expect(signed(answers.slice(0, 3))).toBe(3)
    expect(reasons(answers.slice(3))).toEqual(Array(5).fill('-32001 senderCap'))
    for (const pm of instances) expect((await pm.ledger.spent('three', sender.address, 86_400)).sender).toBe(3n * 550_000n * FEE)
  }, 60_000)

  it('twenty requests racing for one sender across both instances: three signed', async () => {
    const sender = await freshSender()
    const token = await sessionOf('three')
    const answers = await Promise.all([...Array(20)].map((_, nonce) => sponsor(token, 'three', sender, nonce)))
    expect(signed(answers)).toBe(3)
    expect(reasons(answers)).toEqual(Array(17).fill('-32001 senderCap'))
    expect((await instances[1]!.ledger.spent('three', sender.address, 86_400)).sender).toBe(3n * 550_000n * FEE)
  }, 60_000)

  it("a project cap of five operations holds across both instances for many senders racing", async () => {
    const callers = await Promise.all([...Array(4)].map(async () => ({ sender: await freshSender(), token: await sessionOf('project5') })))
    const answers = await Promise.all([...Array(16)].map((_, i) => sponsor(callers[i % 4]!.token, 'project5', callers[i % 4]!.sender, i)))
    expect(signed(answers)).toBe(5)
    expect(reasons(answers)).toEqual(Array(11).fill('-32001 projectCap'))
    expect((await instances[0]!.ledger.spent('project5', callers[0]!.sender.address, 86_400)).project).toBe(5n * 550_000n * FEE)
  }, 60_000)
})
