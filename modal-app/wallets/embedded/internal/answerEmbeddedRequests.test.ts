import type { AuthClient } from '../authClient/createAuthClient'
import type { LocalAccount } from 'viem'
import { SystemProgram, Keypair, Transaction } from '@solana/web3.js'
import { encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { base, bitcoinRegtest, mainnet, solanaDevnet } from '../../../../shared/networks/networks'
import { secondFactorAsk } from '../secondFactor/secondFactorAsk'
import type { ChainNamespace } from '../../../../shared/caip'
import { makeStore } from '../../../app/makeStore'
import { operatorSettingsReceived, optionsReceived } from '../../../state/options/optionsSlice'
import { NO_OPERATOR_ENDPOINTS, OPERATOR_FEATURES, type FeatureAllowance } from '../../../../shared/dataApi/projectSettings'
import type { ConnectorNotice } from '../../ConnectorNotice'
import type { EmbeddedSessionStore } from '../session/createEmbeddedSessionStore'
import { answerEmbeddedRequests } from './answerEmbeddedRequests'
import type { AccountInUse } from './createAccountInUse'
import { createGrantChecks } from './createGrantChecks'
import type { SmartAccounts } from './createSmartAccounts'
import { embeddedNetworks } from './embeddedNetworks'

/** The operator's RPC of mainnet in these tests (answered by the test's own fetch). */
const RPC = 'http://127.0.0.1:6545/'

const OWNER = '0x1111111111111111111111111111111111111111'

function setup({ signedIn = true } = {}) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, base] }))
  const notices: ConnectorNotice[] = []
  const wallet = { account: () => ({ address: OWNER }) as unknown as LocalAccount, solanaAccount: () => null, polkadotAccount: () => null, bitcoinAccount: () => null } as unknown as EmbeddedSessionStore
  const smart = { enabledNetworks: () => ['eip155:8453'], chainOf: (id: string) => (id === '0xbatch' ? 8453 : undefined) } as unknown as SmartAccounts
  const inUse = { type: () => 'eoa' } as AccountInUse
  const answer = answerEmbeddedRequests({ store, report: { noticed: (n) => void notices.push(n) }, session: { current: () => (signedIn ? wallet : undefined), client: () => ({ authUrl: '', projectId: 'p' }) as AuthClient }, networks: embeddedNetworks(store), smart, inUse, grants: createGrantChecks(store) })
  return { answer, notices }
}

describe('answerEmbeddedRequests', () => {
  it('refuses with 4100 when signed out or without keys for the namespace (no Bitcoin or Polkadot network, no key) and 4200 for a namespace it does not serve', async () => {
    const { answer } = setup({ signedIn: false })
    await expect(answer('eip155', { method: 'personal_sign', params: ['0x68', OWNER] })).rejects.toMatchObject({ code: 4100 })
    await expect(answer('solana', { method: 'solana_signMessage' })).rejects.toMatchObject({ code: 4100 })
    await expect(setup().answer('bip122', { method: 'signPsbt' })).rejects.toMatchObject({ code: 4100 })
    await expect(setup().answer('polkadot', { method: 'polkadot_signMessage' })).rejects.toMatchObject({ code: 4100 })
    await expect(setup().answer('cosmos' as ChainNamespace, { method: 'cosmos_signDirect' })).rejects.toMatchObject({ code: 4200 })
  })

  it('answers the capabilities of the key in use and hands a known batch to the calls status view as a notice', async () => {
    const { answer, notices } = setup()
    expect(await answer('eip155', { method: 'wallet_getCapabilities', params: [OWNER] })).toBeTypeOf('object')
    expect(await answer('eip155', { method: 'wallet_showCallsStatus', params: ['0xbatch'] })).toBeNull()
    expect(notices).toEqual([{ type: 'callsStatusShown', id: '0xbatch' }])
    await expect(answer('eip155', { method: 'wallet_showCallsStatus', params: ['0xother'] })).rejects.toMatchObject({ code: 5730 })
  })
})

describe('answerEmbeddedRequests and the second-factor send rule', () => {
  const solanaKey = Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey
  afterEach(() => {
    vi.unstubAllGlobals()
    const open = secondFactorAsk.current()
    if (open) secondFactorAsk.close(open)
  })

  /** Signed in with an EVM, a Solana and a Bitcoin key; the auth service says a factor is on with a $1,000 threshold. */
  function guarded() {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      // The chain's endpoint: the key's transaction reads its nonce and fee before the code is asked.
      if (url === RPC) {
        const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string }
        const result = { eth_getTransactionCount: '0x0', eth_estimateGas: '0xfde8', eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' }, eth_maxPriorityFeePerGas: '0x1' }[method]
        return Response.json({ jsonrpc: '2.0', id, result })
      }
      asked.push(new URL(url).pathname)
      return new Response(JSON.stringify({ enrolled: true, rules: { export: false, sendsAboveUsd: 1000, newDevice: false }, totp: true, passkey: false }), { status: 200, headers: { 'content-type': 'application/json' } })
    })
    const store = makeStore()
    store.dispatch(operatorSettingsReceived({ analytics: false, features: Object.fromEntries(OPERATOR_FEATURES.map((f) => [f, true])) as FeatureAllowance, endpoints: { ...NO_OPERATOR_ENDPOINTS, rpcUrls: { [mainnet.caipNetworkId]: [RPC] } } }))
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, solanaDevnet, bitcoinRegtest] }))
    const signed = vi.fn()
    const wallet = {
      account: () => ({ address: OWNER, signTransaction: signed }) as unknown as LocalAccount,
      solanaAccount: () => ({ address: solanaKey.toBase58(), signTransactionMessage: signed }),
      polkadotAccount: () => null,
      bitcoinAccount: () => ({ accounts: () => [{ address: 'bcrt1qvisitor', purpose: 'payment' }], signPsbt: signed }),
      sessionToken: () => 't',
    } as unknown as EmbeddedSessionStore
    const smart = { enabledNetworks: () => [], chainOf: () => undefined } as unknown as SmartAccounts
    const answer = answerEmbeddedRequests({ store, report: { noticed: () => undefined }, session: { current: () => wallet, client: () => ({ authUrl: 'http://127.0.0.1:1', projectId: 'p' }) as AuthClient }, networks: embeddedNetworks(store), smart, inUse: { type: () => 'eoa' } as AccountInUse, grants: createGrantChecks(store) })
    return { answer, asked, signed }
  }

  /** The request waits on the send step; the visitor cancels: 4001, nothing signed. */
  async function cancelledAtTheCode(pending: Promise<unknown>, signed: ReturnType<typeof vi.fn>) {
    await expect.poll(() => secondFactorAsk.current()?.kind).toBe('send')
    secondFactorAsk.current()!.cancel()
    await expect(pending).rejects.toMatchObject({ code: 4001 })
    expect(signed).not.toHaveBeenCalled()
  }

  it('attacker: an ERC-20 transfer with no ETH attached waits for the code (no token price cached)', async () => {
    const { answer, asked, signed } = guarded()
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: ['0x2222222222222222222222222222222222222222', 10_000_000_000n] })
    await cancelledAtTheCode(answer('eip155', { method: 'eth_sendTransaction', chainId: 'eip155:1', params: [{ from: OWNER, to: '0x3333333333333333333333333333333333333333', data }] }), signed)
    expect(asked).toEqual(['/v1/auth/second-factor'])
  })

  it('attacker: a Solana transfer and a Bitcoin transfer wait for the code too', async () => {
    const { answer, signed } = guarded()
    const tx = new Transaction({ feePayer: solanaKey, recentBlockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' }).add(SystemProgram.transfer({ fromPubkey: solanaKey, toPubkey: Keypair.generate().publicKey, lamports: 10 ** 12 }))
    const transaction = Buffer.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false })).toString('base64')
    await cancelledAtTheCode(answer('solana', { method: 'solana_signTransaction', chainId: solanaDevnet.caipNetworkId, params: { transaction } }), signed)
    await cancelledAtTheCode(answer('bip122', { method: 'sendTransfer', chainId: bitcoinRegtest.caipNetworkId, params: { recipientAddress: 'bcrt1qother', amount: '100000000' } }), signed)
  })

  it('asks nothing for what moves nothing', async () => {
    const { answer, asked } = guarded()
    await answer('eip155', { method: 'eth_chainId', chainId: 'eip155:1' })
    expect(asked).toEqual([])
  })
})
