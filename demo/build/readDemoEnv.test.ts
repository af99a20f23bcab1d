import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { tokenAddress } from '../../services/fixtures/contracts/tokenAddress'
import { readDemoEnv } from './readDemoEnv'

const dir = mkdtempSync(join(tmpdir(), 'airlock-demo-env-'))
const missing = join(dir, 'missing.json')

describe('readDemoEnv', () => {
  // The test profile's own ports: npm test runs this suite with its ports shifted (AIRLOCK_PORT_OFFSET).
  beforeEach(() => void vi.stubEnv('AIRLOCK_PORT_OFFSET', '0'))
  afterEach(() => void vi.unstubAllEnvs())

  it('takes every URL from the profile and the deterministic token without a stack.json', () => {
    const env = readDemoEnv('test', { stackFile: missing, hostSdkFile: missing })
    expect(env).toEqual({
      profile: 'test',
      modalUrl: 'http://localhost:15174/',
      dataApiUrl: 'http://127.0.0.1:18787',
      relayUrl: 'ws://127.0.0.1:18788',
      authUrl: 'http://127.0.0.1:18789',
      smartAccounts: null,
      rpcUrls: { '1': 'http://127.0.0.1:18545', '8453': 'http://127.0.0.1:18546' },
      solanaRpcUrl: 'http://127.0.0.1:18899',
      tokenAddress: tokenAddress(),
      tokenSource: 'deterministic',
      secondAccount: testAccounts[1]!.address,
      hostSdkGzipBytes: null,
    })
  })

  it('prefers the token and accounts the running stack wrote', () => {
    const stackFile = join(dir, 'stack.json')
    const token = '0x1111111111111111111111111111111111111111'
    const second = '0x2222222222222222222222222222222222222222'
    writeFileSync(stackFile, JSON.stringify({ tokenAddress: token, accounts: [{ address: testAccounts[0]!.address }, { address: second }] }))
    const env = readDemoEnv('dev', { stackFile, hostSdkFile: missing })
    expect(env.tokenAddress).toBe(token)
    expect(env.tokenSource).toBe('stack.json')
    expect(env.secondAccount).toBe(second)
    expect(env.modalUrl).toBe('http://localhost:5174/')
    // npm start: the demo's embedded wallet is a smart account through the dev bundlers and paymaster.
    expect(env.smartAccounts).toEqual({ bundlerUrls: { 'eip155:1': 'http://127.0.0.1:4337', 'eip155:8453': 'http://127.0.0.1:4338' }, paymasterUrl: 'http://127.0.0.1:4339' })
  })

  it('ignores a malformed stack.json and measures the host SDK', () => {
    const stackFile = join(dir, 'broken.json')
    const sdk = join(dir, 'index.js')
    writeFileSync(stackFile, '{"tokenAddress": ')
    writeFileSync(sdk, 'export const x = 1\n'.repeat(100))
    const env = readDemoEnv('dev', { stackFile, hostSdkFile: sdk })
    expect(env.tokenSource).toBe('deterministic')
    expect(env.hostSdkGzipBytes).toBeGreaterThan(0)
    expect(env.hostSdkGzipBytes).toBeLessThan(200)
  })
})
