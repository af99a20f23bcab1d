import cors from '@fastify/cors'
import Fastify from 'fastify'
import { concat, createPublicClient, encodeAbiParameters, http, isAddress, isAddressEqual, numberToHex, type Address, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { formatUserOperation, type RpcUserOperation, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { InternalError, InvalidParamsError, InvalidRequestError, MethodNotFoundError, ProviderRpcError } from '../../shared/errors'
import { findProject, loadProjects, type Project } from '../projects/loadProjects'
import { aaKeys } from './aaKeys'
import { signSponsorship } from './signSponsorship'
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
  /** How long a sponsorship stays valid after it is signed (seconds, default 600). */
  validForSeconds?: number
  /** Origins allowed to call from a browser (the modal's); none by default. */
  corsOrigins?: readonly string[]
  log?: (line: string) => void
}

export interface RunningPaymasterService {
  url: string
  stop(): Promise<void>
}

/** Gas the VerifyingPaymaster's validation needs (an ECDSA recovery and a hash), with room; it has no postOp. */
const VERIFICATION_GAS = 100_000n
const POST_OP_GAS = 0n
/** Well-formed but signed by nobody: lets the bundler's estimation run the real recovery path. */
const STUB_SIGNATURE: Hex = '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

interface Request {
  userOperation: UserOperation<'0.7'>
  chainId: number
  project: Project
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
  const projectId = context && typeof context === 'object' ? (context as { projectId?: unknown }).projectId : undefined
  if (typeof projectId !== 'string') throw new SponsorshipRefusedError('The paymaster context must name the project: { "projectId": "…" }.')
  const project = findProject(projectId, ctx.projects)
  if (!project) throw new SponsorshipRefusedError(`Unknown project '${projectId}'.`, { projectId })
  if (project.sponsorGas !== true) throw new SponsorshipRefusedError(`Gas sponsorship is not enabled for project '${projectId}'.`, { projectId })
  let userOperation: UserOperation<'0.7'>
  try {
    userOperation = formatUserOperation(op as RpcUserOperation<'0.7'>) as UserOperation<'0.7'>
  } catch {
    throw new InvalidParamsError({ message: 'The user operation has fields that are not hex quantities.' })
  }
  return { userOperation, chainId, project }
}

/**
 * Starts the local ERC-7677 paymaster web service on 127.0.0.1: JSON-RPC `pm_getPaymasterStubData`
 * (data with a dummy signature and fixed paymaster gas limits, for the bundler's gas estimation)
 * and `pm_getPaymasterData` (the VerifyingPaymaster's real `paymasterData`, signed over the final
 * user operation and valid for `validForSeconds`), for EntryPoint v0.7 on the chains given. The
 * `context` must carry `{ projectId }`; only projects with `"sponsorGas": true` in
 * config/projects.json are sponsored, anything else gets a SponsorshipRefusedError (-32001).
 *
 * @example
 * const pm = await startPaymasterService({ port: 0, chains: { 1: rpcUrl }, entryPoint, paymaster })
 * const paymaster = createPaymasterClient({ transport: http(pm.url) })
 * await bundlerClient.sendUserOperation({ account, calls, paymaster, paymasterContext: { projectId: 'airlock-demo' } })
 */
export async function startPaymasterService(options: PaymasterServiceOptions): Promise<RunningPaymasterService> {
  const { entryPoint, paymaster, chains, validForSeconds = 600, log = () => {} } = options
  const signer = options.signer ?? privateKeyToAccount(aaKeys.paymasterSigner.privateKey)
  const projects = options.projects ?? loadProjects()
  const clients = new Map<number, PublicClient>(Object.entries(chains).map(([id, url]) => [Number(id), createPublicClient({ transport: http(url) })]))

  const handle = async (method: unknown, params: unknown): Promise<unknown> => {
    if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData') throw new MethodNotFoundError({ message: `Method ${String(method)} is not served here (pm_getPaymasterStubData, pm_getPaymasterData).` })
    const { userOperation, chainId, project } = parseRequest(params, { entryPoint, chains, projects })
    const client = clients.get(chainId)!
    const block = await client.getBlock({ blockTag: 'latest' })
    // The chain's clock, not ours: local chains may be moved in time by tests.
    const validUntil = Number(block.timestamp) + validForSeconds
    const gas = {
      paymasterVerificationGasLimit: userOperation.paymasterVerificationGasLimit ?? VERIFICATION_GAS,
      paymasterPostOpGasLimit: userOperation.paymasterPostOpGasLimit ?? POST_OP_GAS,
    }
    const sponsor = { name: project.name }
    if (method === 'pm_getPaymasterStubData') {
      const paymasterData = concat([encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, 0]), STUB_SIGNATURE])
      return { paymaster, paymasterData, paymasterVerificationGasLimit: numberToHex(VERIFICATION_GAS), paymasterPostOpGasLimit: numberToHex(POST_OP_GAS), sponsor, isFinal: false }
    }
    const paymasterData = await signSponsorship({ client, paymaster, signer, userOperation: { ...userOperation, ...gas }, validUntil, validAfter: 0 })
    log(`paymaster  sponsored ${userOperation.sender} nonce ${userOperation.nonce} on chain ${chainId} for ${project.id}`)
    return { paymaster, paymasterData, paymasterVerificationGasLimit: numberToHex(gas.paymasterVerificationGasLimit), paymasterPostOpGasLimit: numberToHex(gas.paymasterPostOpGasLimit) }
  }

  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 })
  // DNS rebinding: only requests addressed to this service's own loopback host and port.
  guardFastifyHost(app)
  if (options.corsOrigins?.length) await app.register(cors, { origin: [...options.corsOrigins], methods: ['POST'] })
  app.post('/', async (req) => {
    const body = req.body as { id?: unknown; method?: unknown; params?: unknown } | null
    const id = body && typeof body === 'object' && (typeof body.id === 'number' || typeof body.id === 'string') ? body.id : null
    try {
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new InvalidRequestError()
      return { jsonrpc: '2.0', id, result: await handle(body.method, body.params) }
    } catch (error) {
      if (error instanceof ProviderRpcError) return { jsonrpc: '2.0', id, error: error.toJSON() }
      // A node that failed to answer: say so, without the internals.
      log(`paymaster  error: ${(error as Error).message}`)
      return { jsonrpc: '2.0', id, error: new InternalError({ message: 'The paymaster could not read the chain to sign the sponsorship.' }).toJSON() }
    }
  })
  await app.listen({ host: '127.0.0.1', port: options.port })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() }
}
