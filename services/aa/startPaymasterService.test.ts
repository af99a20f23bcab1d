import { entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPaymasterService, type RunningPaymasterService } from './startPaymasterService'

// Every refusal happens before the chain is read, so a closed port stands in for the node; the
// signing path against a real chain is covered by startAccountAbstraction.test.ts.
const DEAD_RPC = 'http://127.0.0.1:9'
const MODAL = 'http://127.0.0.1:15174'
const SESSION = 'a-live-session-token-of-airlock-demo'
const userOperation = {
  sender: '0x1111111111111111111111111111111111111111',
  nonce: '0x0',
  callData: '0x',
  callGasLimit: '0x0',
  verificationGasLimit: '0x0',
  preVerificationGas: '0x0',
  maxFeePerGas: '0x1',
  maxPriorityFeePerGas: '0x1',
  signature: '0x',
}
let service: RunningPaymasterService

beforeAll(async () => {
  // Only this token is a live session (of airlock-demo, for user 'u1'); the real auth service is in sponsorshipPolicy.test.ts.
  const verifySession = async (token: string, projectId: string) => (token === SESSION && projectId === 'airlock-demo' ? { userId: 'u1' } : null)
  service = await startPaymasterService({ port: 0, chains: { 1: DEAD_RPC }, entryPoint: entryPoint07Address, paymaster: '0x2222222222222222222222222222222222222222', corsOrigins: [MODAL], verifySession })
})
afterAll(() => service.stop())

async function call(method: string, params: unknown, headers: Record<string, string> = {}): Promise<{ body: { result?: unknown; error?: { code: number; message: string } }; res: Response }> {
  const res = await fetch(service.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }) })
  return { body: (await res.json()) as { error?: { code: number; message: string } }, res }
}

describe('the ERC-7677 paymaster service', () => {
  it('refuses projects the operator did not allow, with a clear error', async () => {
    for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
      const { body } = await call(method, [userOperation, entryPoint07Address, '0x1', { projectId: 'airlock-no-analytics' }])
      expect(body.error).toEqual({ code: -32001, message: "Gas sponsorship is not enabled for project 'airlock-no-analytics'.", data: { reason: 'notSponsored', projectId: 'airlock-no-analytics' } })
    }
    expect((await call('pm_getPaymasterStubData', [userOperation, entryPoint07Address, '0x1', { projectId: 'nope' }])).body.error).toMatchObject({ code: -32001, message: "Unknown project 'nope'." })
    expect((await call('pm_getPaymasterStubData', [userOperation, entryPoint07Address, '0x1'])).body.error).toMatchObject({ code: -32001, message: expect.stringContaining('projectId') })
  })

  it('rejects another EntryPoint, a chain it does not serve, a malformed operation and other methods', async () => {
    const ctx = { projectId: 'airlock-demo' }
    expect((await call('pm_getPaymasterData', [userOperation, '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789', '0x1', ctx])).body.error).toMatchObject({ code: -32602, message: expect.stringContaining('is not supported') })
    expect((await call('pm_getPaymasterData', [userOperation, entryPoint07Address, '0x2105', ctx])).body.error).toMatchObject({ code: -32602, message: expect.stringContaining('not served') })
    expect((await call('pm_getPaymasterData', [{ sender: 'me' }, entryPoint07Address, '0x1', ctx])).body.error).toMatchObject({ code: -32602 })
    expect((await call('pm_sponsorUserOperation', [])).body.error).toMatchObject({ code: -32601 })
  })

  it('gives a caller without a live session of the project nothing, whatever it sends', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-session-token-at-all' }, { authorization: `Basic ${SESSION}` }] as Record<string, string>[]) {
      for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
        const { body } = await call(method, [userOperation, entryPoint07Address, '0x1', { projectId: 'airlock-demo' }], headers)
        expect(body.result).toBeUndefined()
        expect(body.error).toMatchObject({ code: -32001, data: { reason: 'unauthenticated', projectId: 'airlock-demo' } })
      }
    }
  })

  it('refuses an account deployed by another factory before it reads the chain', async () => {
    const op = { ...userOperation, factory: '0x3333333333333333333333333333333333333333', factoryData: '0x' }
    const { body } = await call('pm_getPaymasterData', [op, entryPoint07Address, '0x1', { projectId: 'airlock-demo' }], { authorization: `Bearer ${SESSION}` })
    expect(body.error).toMatchObject({ code: -32001, data: { reason: 'unknownSender' } })
  })

  it('says so when the chain cannot be read instead of signing blind', async () => {
    const { body } = await call('pm_getPaymasterData', [userOperation, entryPoint07Address, '0x1', { projectId: 'airlock-demo' }], { authorization: `Bearer ${SESSION}` })
    expect(body.error).toEqual({ code: -32603, message: 'The paymaster could not read the chain to sign the sponsorship.' })
  })

  it("answers browsers only from the modal's origins", async () => {
    const allowed = await call('pm_getPaymasterStubData', [], { origin: MODAL })
    expect(allowed.res.headers.get('access-control-allow-origin')).toBe(MODAL)
    const other = await call('pm_getPaymasterStubData', [], { origin: 'http://127.0.0.1:5175' })
    expect(other.res.headers.get('access-control-allow-origin')).toBeNull()
    // The modal's preflight for its bearer header is answered.
    const preflight = await fetch(service.url, { method: 'OPTIONS', headers: { origin: MODAL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } })
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
  })

  it('is live and ready for a load balancer, and not ready once its ledger cannot answer', async () => {
    expect(await (await fetch(`${service.url}/healthz`)).json()).toEqual({ status: 'ok' })
    expect(await (await fetch(`${service.url}/readyz`)).json()).toEqual({ status: 'ready' })
    await service.ledger.close()
    const down = await fetch(`${service.url}/readyz`)
    expect(down.status).toBe(503)
    expect(await down.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' })
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200)
  })
})
