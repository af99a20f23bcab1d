import cors from '@fastify/cors'
import Fastify from 'fastify'
import { concat, createPublicClient, encodeAbiParameters, http, isAddress, isAddressEqual, numberToHex, parseAbiItem, type Address, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { formatUserOperation, getUserOperationHash, type RpcUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { airlockAccountFactoryAddress } from '../../shared/aa/airlockAccountFactoryAddress'
import { InternalError, InvalidParamsError, InvalidRequestError, MethodNotFoundError, ProviderRpcError } from '../../shared/errors'
import { defaultSponsorshipPolicy } from '../fixtures/projects/parseSponsorshipPolicy'
import { findProject, loadProjects, type Project } from '../fixtures/projects/loadProjects'
import { aaKeys } from './aaKeys'
import { checkOperationCaps, maxCostOf } from './checkOperationCaps'
import { airlockAccountOwner } from './internal/airlockAccountOwner'
import { provesOwner } from './internal/provesOwner'
import { verifyAuthSession, type SponsoredCaller } from './internal/verifyAuthSession'
import { signSponsorship } from './signSponsorship'
import { openSponsorshipLedger, type SponsorshipLedger } from './SponsorshipLedger'
import { SponsorshipRefusedError } from './SponsorshipRefusedError'
import { guardFastifyHost } from '../internal/guardHost'

export interface PaymasterServiceOptions {
  /** 0 picks a free port. */
  port: number
  /** The chains served: chain id → JSON-RPC URL of the node. */
  chains: Readonly<Record<number, string>>
  entryPoint: Address
  /** The VerifyingPaymaster contract (same address on every chain). */
  paymaster: Address
  /** The key the paymaster contract trusts; `aaKeys.paymasterSigner` by default. */
  signer?: LocalAccount
  projects?: readonly Project[]
  /**
   * The auth service whose sessions vouch for a caller (`Authorization: Bearer <session token>`,
   * checked with its `GET /v1/auth/session`). Without it (and without `verifySession`) every
   * request is refused as unauthenticated.
   */
  authUrl?: string
  /** Checks a bearer token for a project; by default asks `authUrl`. */
  verifySession?: (token: string, projectId: string) => Promise<SponsoredCaller | null>
  /** The sponsorship ledger's SQLite file; `:memory:` (the default) forgets it at stop. */
  ledgerPath?: string
  /**
   * A PostgreSQL database (`postgres://…`) to keep the ledger in instead of the file: paymaster
   * instances on one database book against the same caps.
   */
  databaseUrl?: string | undefined
  /** The only factory a sponsored operation may deploy its account with (the AirlockAccountFactory). */
  accountFactory?: Address
  /** The service's clock (epoch ms) for the cap periods; tests move it. */
  now?: () => number
  /** How long a sponsorship stays valid after it is signed (seconds, default 600). */
  validForSeconds?: number
  /** Origins allowed to call from a browser (the modal's); none by default. */
  corsOrigins?: readonly string[]
  log?: (line: string) => void
}

export interface RunningPaymasterService {
  url: string
  /** The bookings behind the caps (read by tests and the operator's tools). */
  ledger: SponsorshipLedger
  stop(): Promise<void>
}

/** Gas the VerifyingPaymaster's validation needs (an ECDSA recovery and a hash), with room; it has no postOp. */
const VERIFICATION_GAS = 100_000n
const POST_OP_GAS = 0n
/** Well-formed but signed by nobody: lets the bundler's estimation run the real recovery path. */
const STUB_SIGNATURE: Hex = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
const USER_OPERATION_EVENT = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
/** Pending bookings looked up per signing request (one getLogs call). */
const SETTLE_BATCH = 50

interface Request {
  userOperation: UserOperation<'0.7'>
  chainId: number
  project: Project
  /** The context's `ownerProof`: the account's owner key's signature of its owner proof (shared/aa/ownerProofHash). */
  ownerProof: unknown
}

function parseRequest(params: unknown, ctx: { entryPoint: Address; chains: Readonly<Record<number, string>>; projects: readonly Project[] }): Request {
  if (!Array.isArray(params) || params.length < 3) throw new InvalidParamsError({ message: 'Expected params [userOperation, entryPoint, chainId, context].' })
  const [rawOp, entryPoint, rawChainId, context] = params as [unknown, unknown, unknown, unknown]
  if (typeof entryPoint !== 'string' || !isAddress(entryPoint) || !isAddressEqual(entryPoint, ctx.entryPoint)) {
    throw new InvalidParamsError({ message: `EntryPoint ${String(entryPoint)} is not supported; this paymaster serves ${ctx.entryPoint} (v0.7).` })
  }
  const chainId = typeof rawChainId === 'string' && /^0x[0-9a-f]+$/i.test(rawChainId) ? Number(rawChainId) : NaN
  if (!ctx.chains[chainId]) throw new InvalidParamsError({ message: `Chain ${String(rawChainId)} is not served by this paymaster (${Object.keys(ctx.chains).join(', ')}).` })
  const op = rawOp as Partial<RpcUserOperation<'0.7'>> | null
  if (!op || typeof op !== 'object' || typeof op.sender !== 'string' || !isAddress(op.sender) || typeof op.callData !== 'string' || typeof op.nonce !== 'string') {
    throw new InvalidParamsError({ message: 'The user operation must be a v0.7 user operation with sender, nonce and callData.' })
  }
  const { projectId, ownerProof } = context && typeof context === 'object' ? (context as { projectId?: unknown; ownerProof?: unknown }) : { projectId: undefined, ownerProof: undefined }
  if (typeof projectId !== 'string') throw new SponsorshipRefusedError('The paymaster context must name the project: { "projectId": "…" }.', { reason: 'notSponsored' })
  const project = findProject(projectId, ctx.projects)
  if (!project) throw new SponsorshipRefusedError(`Unknown project '${projectId.slice(0, 64)}'.`, { reason: 'notSponsored', projectId: projectId.slice(0, 64) })
  if (project.sponsorGas !== true) throw new SponsorshipRefusedError(`Gas sponsorship is not enabled for project '${projectId}'.`, { reason: 'notSponsored', projectId })
  let userOperation: UserOperation<'0.7'>
  try {
    userOperation = formatUserOperation(op as RpcUserOperation<'0.7'>) as UserOperation<'0.7'>
  } catch {
    throw new InvalidParamsError({ message: 'The user operation has fields that are not hex quantities.' })
  }
  if (typeof userOperation.maxFeePerGas !== 'bigint' || typeof userOperation.maxPriorityFeePerGas !== 'bigint') {
    throw new InvalidParamsError({ message: 'The user operation must carry maxFeePerGas and maxPriorityFeePerGas.' })
  }
  return { userOperation, chainId, project, ownerProof }
}

/** The bearer token of `Authorization`, when it has the auth service's token shape. */
function bearerOf(header: unknown): string | undefined {
  return typeof header === 'string' && /^Bearer [A-Za-z0-9_-]{20,100}$/.test(header) ? header.slice(7) : undefined
}

/**
 * Starts the local ERC-7677 paymaster web service on 127.0.0.1 (with `GET /healthz` and `GET /readyz`,
 * 503 `DATABASE_UNAVAILABLE` while the ledger's database does not answer): JSON-RPC `pm_getPaymasterStubData`
 * (data with a dummy signature and fixed paymaster gas limits, for the bundler's gas estimation)
 * and `pm_getPaymasterData` (the VerifyingPaymaster's real `paymasterData`, signed over the final
 * user operation and valid for `validForSeconds`), for EntryPoint v0.7 on the chains given.
 *
 * It signs only within the project's sponsorship policy (config/projects.json `sponsorGas` and
 * `sponsorship`): the `context` names the project (`{ projectId }`, which the modal takes from
 * its own settings), the caller shows a live session of that project from the auth service
 * (`Authorization: Bearer`), the sender is an AirlockAccount of the AirlockAccountFactory (read
 * from the chain) whose owner key signed the owner proof for that session's user and project
 * (`context.ownerProof`, shared/aa/ownerProofHash), and the one account pinned to that user,
 * never one another user of the project pinned, each gas limit, the fee and the worst-case cost (the paymaster's gas
 * included) are within the per-operation caps, the calls name only allowed targets, and the
 * worst-case cost fits the sender's and the project's caps for the period, booked atomically in
 * the ledger (every signature of one nonce kept, counted once at the largest) and settled to the
 * real cost once the EntryPoint reports whichever of them landed (released when a signature
 * expired unused). Anything else is a SponsorshipRefusedError (-32001, `data.reason`).
 *
 * @example
 * const pm = await startPaymasterService({ port: 0, chains: { 1: rpcUrl }, entryPoint, paymaster, authUrl })
 * const paymaster = createPaymasterClient({ transport: http(pm.url, { fetchOptions: { headers: { authorization: `Bearer ${token}` } } }) })
 * const ownerProof = await owner.sign({ hash: ownerProofHash({ projectId: 'airlock-demo', userId: session.user.id }) })
 * await bundlerClient.sendUserOperation({ account, calls, paymaster, paymasterContext: { projectId: 'airlock-demo', ownerProof } })
 */
export async function startPaymasterService(options: PaymasterServiceOptions): Promise<RunningPaymasterService> {
  const { entryPoint, paymaster, chains, validForSeconds = 600, log = () => {}, now = Date.now } = options
  const signer = options.signer ?? privateKeyToAccount(aaKeys.paymasterSigner.privateKey)
  const projects = options.projects ?? loadProjects()
  const accountFactory = options.accountFactory ?? airlockAccountFactoryAddress
  const authUrl = options.authUrl
  const verifySession = options.verifySession ?? (authUrl ? (token: string, projectId: string) => verifyAuthSession(authUrl, token, projectId) : async () => null)
  const ledger = await openSponsorshipLedger(options.ledgerPath ?? ':memory:', now, options.databaseUrl)
  const clients = new Map<number, PublicClient>(Object.entries(chains).map(([id, url]) => [Number(id), createPublicClient({ transport: http(url) })]))

  /**
   * Replaces pending worst cases by what landed operations cost, and releases signatures that
   * can't land any more. Every signature of a (sender, nonce) is looked up, not only the latest:
   * an earlier one is as valid on chain, and whichever lands settles its nonce (the ledger then
   * drops the others, which can no longer land). One that expired unlanded is released alone;
   * its nonce keeps counting at its other signatures' cost until each of them landed or expired.
   */
  const settle = async (client: PublicClient, chainId: number, block: { number: bigint; timestamp: bigint }) => {
    const pending = await ledger.pending(chainId, SETTLE_BATCH)
    if (pending.length === 0) return
    const fromBlock = pending.reduce((min, p) => (p.fromBlock < min ? p.fromBlock : min), block.number)
    const logs = await client.getLogs({ address: entryPoint, event: USER_OPERATION_EVENT, args: { userOpHash: pending.map((p) => p.userOpHash) }, fromBlock, toBlock: block.number })
    const landed = new Map(logs.map((l) => [l.args.userOpHash!.toLowerCase(), l.args.actualGasCost!]))
    for (const p of pending) {
      const cost = landed.get(p.userOpHash.toLowerCase())
      if (cost !== undefined) await ledger.settle(p.id, cost)
      else if (BigInt(p.validUntil) < block.timestamp) await ledger.release(p.id)
    }
  }

  const handle = async (method: unknown, params: unknown, authorization: unknown): Promise<unknown> => {
    if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData') throw new MethodNotFoundError({ message: `Method ${String(method)} is not served here (pm_getPaymasterStubData, pm_getPaymasterData).` })
    const { userOperation, chainId, project, ownerProof } = parseRequest(params, { entryPoint, chains, projects })
    const policy = project.sponsorship ?? defaultSponsorshipPolicy
    const token = bearerOf(authorization)
    const caller = token
      ? await verifySession(token, project.id).catch((error: unknown) => {
          log(`paymaster  session check failed: ${(error as Error).message}`)
          throw new InternalError({ message: 'The paymaster could not check the session with the auth service.' })
        })
      : null
    if (!caller) throw new SponsorshipRefusedError(`Sign in to '${project.name}' first: the paymaster sponsors only a live session of the project.`, { reason: 'unauthenticated', projectId: project.id })
    const { sender } = userOperation
    if (userOperation.factory && !isAddressEqual(userOperation.factory, accountFactory)) {
      throw new SponsorshipRefusedError('The account is not deployed by the Airlock account factory.', { reason: 'unknownSender', projectId: project.id })
    }
    const final = method === 'pm_getPaymasterData'
    const gas = {
      paymasterVerificationGasLimit: userOperation.paymasterVerificationGasLimit ?? VERIFICATION_GAS,
      paymasterPostOpGasLimit: userOperation.paymasterPostOpGasLimit ?? POST_OP_GAS,
    }
    // The caps judge the operation as it will be signed: with the paymaster's own gas added
    // where the caller left it out, else one operation could cost more than maxCostPerOperation.
    const asSigned: UserOperation<'0.7'> = final ? { ...userOperation, ...gas } : userOperation
    checkOperationCaps(asSigned, policy, { final, projectId: project.id })
    const client = clients.get(chainId)!
    // Before the sender is pinned: only one of our factory's accounts is ever pinned or sponsored,
    // and only for the user whose key owns it (its address is public: another user of the
    // project could otherwise pin a visitor's account before that visitor's first operation).
    const owner = await airlockAccountOwner(client, userOperation, accountFactory)
    if (!owner) throw new SponsorshipRefusedError(`The sender ${sender} is not an Airlock account.`, { reason: 'unknownSender', projectId: project.id })
    if (!(await provesOwner(ownerProof, owner, { projectId: project.id, userId: caller.userId })) || !(await ledger.claimSender(project.id, caller.userId, sender))) {
      throw new SponsorshipRefusedError(`The sender ${sender} is not the signed-in account of this session.`, { reason: 'unknownSender', projectId: project.id })
    }
    const block = await client.getBlock({ blockTag: 'latest' })
    // The chain's clock, not ours: local chains may be moved in time by tests.
    const validUntil = Number(block.timestamp) + validForSeconds
    const sponsor = { name: project.name }
    // What landed counts at its real cost before the caps are checked. A node that can't answer
    // the lookup leaves the worst cases booked: the caps only get stricter.
    await settle(client, chainId, block).catch((error: unknown) => log(`paymaster  could not settle bookings on chain ${chainId}: ${(error as Error).message}`))
    if (!final) {
      // Say so before the wallet estimates and signs: a budget already used up won't take this one.
      const spent = await ledger.spent(project.id, sender, policy.periodSeconds)
      // The gas limits may still be unestimated (0): what is there is the least this operation costs.
      const least = maxCostOf(userOperation)
      if (spent.sender + least > policy.maxPerSender || spent.sender >= policy.maxPerSender) throw new SponsorshipRefusedError('Gas sponsorship limit reached for this account. Try again later.', { reason: 'senderCap', projectId: project.id })
      if (spent.project + least > policy.maxPerProject || spent.project >= policy.maxPerProject) throw new SponsorshipRefusedError("This app's gas sponsorship limit is reached. Try again later.", { reason: 'projectCap', projectId: project.id })
      const paymasterData = concat([encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, 0]), STUB_SIGNATURE])
      return { paymaster, paymasterData, paymasterVerificationGasLimit: numberToHex(VERIFICATION_GAS), paymasterPostOpGasLimit: numberToHex(POST_OP_GAS), sponsor, isFinal: false }
    }
    const paymasterData = await signSponsorship({ client, paymaster, signer, userOperation: asSigned, validUntil, validAfter: 0 })
    const userOpHash = getUserOperationHash({ chainId, entryPointAddress: entryPoint, entryPointVersion: '0.7', userOperation: { ...asSigned, paymaster, paymasterData, signature: '0x' } })
    // Booked before the signature leaves: over the cap, the signature is dropped unseen.
    await ledger.book(
      { projectId: project.id, chainId, sender, nonce: userOperation.nonce, userOpHash, cost: maxCostOf(asSigned), validUntil, fromBlock: block.number },
      { perSender: policy.maxPerSender, perProject: policy.maxPerProject, periodSeconds: policy.periodSeconds },
    )
    log(`paymaster  sponsored ${sender} nonce ${userOperation.nonce} on chain ${chainId} for ${project.id} (at most ${maxCostOf(asSigned)} wei)`)
    return { paymaster, paymasterData, paymasterVerificationGasLimit: numberToHex(gas.paymasterVerificationGasLimit), paymasterPostOpGasLimit: numberToHex(gas.paymasterPostOpGasLimit) }
  }

  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 })
  // DNS rebinding: only requests addressed to this service's own loopback host and port.
  guardFastifyHost(app)
  if (options.corsOrigins?.length) await app.register(cors, { origin: [...options.corsOrigins], methods: ['POST'], allowedHeaders: ['content-type', 'authorization'] })
  // What a load balancer polls: live while the process serves; ready while the ledger's database answers.
  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/readyz', async (_req, reply) => {
    try {
      await ledger.ping()
    } catch {
      return reply.code(503).send({ error: 'Service Unavailable', message: 'The database does not answer; try again shortly', code: 'DATABASE_UNAVAILABLE' })
    }
    return { status: 'ready' }
  })
  app.post('/', async (req) => {
    const body = req.body as { id?: unknown; method?: unknown; params?: unknown } | null
    const id = body && typeof body === 'object' && (typeof body.id === 'number' || typeof body.id === 'string') ? body.id : null
    try {
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new InvalidRequestError()
      return { jsonrpc: '2.0', id, result: await handle(body.method, body.params, req.headers.authorization) }
    } catch (error) {
      if (error instanceof ProviderRpcError) return { jsonrpc: '2.0', id, error: error.toJSON() }
      // A node that failed to answer: say so, without the internals.
      log(`paymaster  error: ${(error as Error).message}`)
      return { jsonrpc: '2.0', id, error: new InternalError({ message: 'The paymaster could not read the chain to sign the sponsorship.' }).toJSON() }
    }
  })
  try {
    await app.listen({ host: '127.0.0.1', port: options.port })
  } catch (error) {
    await ledger.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://127.0.0.1:${port}`,
    ledger,
    stop: async () => {
      await app.close()
      await ledger.close()
    },
  }
}
