import type { Hex } from 'viem'
import type { UserOperationReceipt } from 'viem/account-abstraction'
import { IDBFactory } from 'fake-indexeddb'
import { encodeFunctionData, erc20Abi, maxUint256, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { createGrantStore } from '../permissions/createGrantStore'
import { answerSmartAccountRequest, type SmartAccountRequestDeps } from './answerSmartAccountRequest'
import { operationCost, type OperationCost, type SmartAccountCall, type SmartAccountWallet, type Sponsorship } from './createSmartAccountWallet'

const smart = '0x1111111111111111111111111111111111111111'
const to = '0x2222222222222222222222222222222222222222'
const opHash = `0x${'ab'.repeat(32)}` as Hex
const txHash = `0x${'cd'.repeat(32)}` as Hex

function receiptOf(success: boolean): UserOperationReceipt {
  return {
    success,
    actualGasUsed: 90_000n,
    actualGasCost: 1n,
    logs: [{ address: to, data: '0x01', topics: [`0x${'ee'.repeat(32)}`] }],
    receipt: { transactionHash: txHash, blockHash: `0x${'bb'.repeat(32)}`, blockNumber: 7n },
  } as unknown as UserOperationReceipt
}

function setup(receipt: UserOperationReceipt | null = receiptOf(true)) {
  const sent: { calls: readonly SmartAccountCall[]; sponsorship?: Sponsorship }[] = []
  const batches: [Hex, number][] = []
  const wallet = {
    chainId: 8453,
    account: { address: smart },
    sendCalls: async (calls: readonly SmartAccountCall[], sponsorship?: Sponsorship, beforeSign?: (cost: OperationCost) => Promise<void>) => {
      // The prepared operation's cost, as the real wallet reports it before signing.
      await beforeSign?.({ gasCost: 7n })
      sent.push({ calls, ...(sponsorship ? { sponsorship } : {}) })
      return opHash
    },
    receipt: async () => receipt,
    waitForReceipt: async () => receipt!,
    signMessage: async (message: unknown) => (signed.push(['message', message]), '0x5151' as Hex),
    signTypedData: async (typed: unknown) => (signed.push(['typed', typed]), '0x7171' as Hex),
  } as unknown as SmartAccountWallet
  const signed: [string, unknown][] = []
  const deps: SmartAccountRequestDeps = {
    wallet,
    sponsorship: (capability) => (capability.url === 'none' ? undefined : { url: String(capability.url ?? 'http://127.0.0.1:14339'), context: { projectId: 'p' } }),
    sent: (id, chainId) => void batches.push([id, chainId]),
    checkGrant: async () => undefined,
    underGrant: async (context, calls, chainId, cost) => {
      if (context !== '0xc0' || calls.some((c) => (c.value ?? 0n) > 10n)) throw Object.assign(new Error('outside the grant'), { code: 4100 })
      granted.push([context, chainId, cost.gasCost])
    },
  }
  const granted: [string, number, bigint][] = []
  return { deps, sent, batches, granted, signed }
}

describe('answerSmartAccountRequest', () => {
  it('lists the smart address and sends a transaction as one user operation, answering the bundle transaction hash', async () => {
    const { deps, sent } = setup()
    expect(await answerSmartAccountRequest(deps, { method: 'eth_accounts' })).toEqual([smart])
    expect(await answerSmartAccountRequest(deps, { method: 'eth_chainId' })).toBe('0x2105')
    expect(await answerSmartAccountRequest(deps, { method: 'eth_sendTransaction', params: [{ from: smart, to, value: '0x5' }] })).toBe(txHash)
    expect(sent).toEqual([{ calls: [{ to, value: 5n, data: '0x' }] }])
  })

  it('refuses a transaction from another address (4100) and a contract creation', async () => {
    const { deps } = setup()
    await expect(answerSmartAccountRequest(deps, { method: 'eth_sendTransaction', params: [{ from: to, to, value: '0x1' }] })).rejects.toMatchObject({ code: 4100 })
    await expect(answerSmartAccountRequest(deps, { method: 'eth_sendTransaction', params: [{ from: smart, data: '0x60' }] })).rejects.toMatchObject({ code: -32602 })
  })

  it('reads the value as the approval does: a number is that many wei, set but unreadable is refused (-32602), never sent as 0', async () => {
    const { deps, sent } = setup()
    await answerSmartAccountRequest(deps, { method: 'eth_sendTransaction', params: [{ from: smart, to, value: 7 }] })
    expect(sent).toEqual([{ calls: [{ to, value: 7n, data: '0x' }] }])
    for (const value of ['1000', 1.5, -1]) {
      await expect(answerSmartAccountRequest(deps, { method: 'eth_sendTransaction', params: [{ from: smart, to, value }] })).rejects.toMatchObject({ code: -32602 })
    }
    expect(sent).toHaveLength(1)
  })

  it('sends wallet_sendCalls as one sponsored operation when asked, remembers its chain and answers its id', async () => {
    const { deps, sent, batches } = setup()
    const answer = await answerSmartAccountRequest(deps, {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x2105', calls: [{ to, value: '0x1' }, { to, data: '0x1234' }], capabilities: { paymasterService: { url: 'http://127.0.0.1:9' } } }],
    })
    expect(answer).toEqual({ id: opHash })
    expect(sent[0]!.calls).toHaveLength(2)
    expect(sent[0]!.sponsorship?.url).toBe('http://127.0.0.1:9')
    expect(batches).toEqual([[opHash, 8453]])
  })

  it('refuses another chain (5710), an unknown required capability (5700) and a required paymaster it has not got', async () => {
    const { deps, sent } = setup()
    const batch = (extra: object) => ({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x2105', calls: [{ to }], ...extra }] })
    await expect(answerSmartAccountRequest(deps, { method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: [{ to }] }] })).rejects.toMatchObject({ code: 5710 })
    await expect(answerSmartAccountRequest(deps, batch({ capabilities: { auxiliaryFunds: { supported: true } } }))).rejects.toMatchObject({ code: 5700 })
    await expect(answerSmartAccountRequest(deps, batch({ capabilities: { paymasterService: { url: 'none' } } }))).rejects.toMatchObject({ code: 5700 })
    // Optional capabilities may be ignored.
    await expect(answerSmartAccountRequest(deps, batch({ capabilities: { auxiliaryFunds: { optional: true }, paymasterService: { url: 'none', optional: true } } }))).resolves.toEqual({ id: opHash })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.sponsorship).toBeUndefined()
  })

  it('answers wallet_getCallsStatus from the receipt: 100 pending, 200 landed with its receipt, 500 reverted as a whole', async () => {
    expect(await answerSmartAccountRequest(setup(null).deps, { method: 'wallet_getCallsStatus', params: [opHash] })).toEqual({ version: '2.0.0', id: opHash, chainId: '0x2105', atomic: true, status: 100 })
    const landed = (await answerSmartAccountRequest(setup().deps, { method: 'wallet_getCallsStatus', params: [opHash] })) as { status: number; receipts: unknown[] }
    expect(landed.status).toBe(200)
    expect(landed.receipts).toEqual([{ logs: [{ address: to, data: '0x01', topics: [`0x${'ee'.repeat(32)}`] }], status: '0x1', blockHash: `0x${'bb'.repeat(32)}`, blockNumber: '0x7', gasUsed: '0x15f90', transactionHash: txHash }])
    expect(await answerSmartAccountRequest(setup(receiptOf(false)).deps, { method: 'wallet_getCallsStatus', params: [opHash] })).toMatchObject({ status: 500, receipts: [{ status: '0x0' }] })
    await expect(answerSmartAccountRequest(setup().deps, { method: 'wallet_getCallsStatus', params: ['0x12'] })).rejects.toMatchObject({ code: 5730 })
  })

  it('sends a batch that names a smart-session context only after the grant check, which refuses what is outside', async () => {
    const { deps, sent, granted } = setup()
    const batch = (context: string, value: string) => ({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x2105', calls: [{ to, value }], capabilities: { permissions: { context } } }] })
    await expect(answerSmartAccountRequest(deps, batch('0xc0', '0x5'))).resolves.toEqual({ id: opHash })
    await expect(answerSmartAccountRequest(deps, batch('0xc0', '0xff'))).rejects.toThrow('outside the grant')
    await expect(answerSmartAccountRequest(deps, batch('0xdead', '0x1'))).rejects.toThrow('outside the grant')
    expect(granted).toEqual([['0xc0', 8453, 7n]])
    expect(sent).toHaveLength(1)
  })

  it('signs messages and typed data as the smart account, for its own address only', async () => {
    const { deps, signed } = setup()
    expect(await answerSmartAccountRequest(deps, { method: 'personal_sign', params: ['0x68656c6c6f', smart] })).toBe('0x5151')
    expect(await answerSmartAccountRequest(deps, { method: 'personal_sign', params: ['hello', smart.toUpperCase().replace('0X', '0x')] })).toBe('0x5151')
    const typed = { domain: { name: 'Mail', chainId: 8453 }, types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }], Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'hi' } }
    expect(await answerSmartAccountRequest(deps, { method: 'eth_signTypedData_v4', params: [smart, JSON.stringify(typed)] })).toBe('0x7171')
    expect(signed).toEqual([
      ['message', { raw: '0x68656c6c6f' }],
      ['message', 'hello'],
      ['typed', { domain: typed.domain, types: { Mail: typed.types.Mail }, primaryType: 'Mail', message: typed.message }],
    ])
    await expect(answerSmartAccountRequest(deps, { method: 'personal_sign', params: ['0x68656c6c6f', to] })).rejects.toMatchObject({ code: 4100 })
    await expect(answerSmartAccountRequest(deps, { method: 'eth_signTypedData_v4', params: [to, JSON.stringify(typed)] })).rejects.toMatchObject({ code: 4100 })
    await expect(answerSmartAccountRequest(deps, { method: 'eth_signTypedData_v4', params: [smart, '{}'] })).rejects.toMatchObject({ code: -32602 })
    expect(signed).toHaveLength(3)
  })

  it('refuses what it does not do with 4200', async () => {
    await expect(answerSmartAccountRequest(setup().deps, { method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200 })
  })

  it("shows the visitor the paymaster's refusal in its own words and answers the dapp with the same SponsorshipRefusedError", async () => {
    const { deps } = setup()
    // viem's wrapping as the bundler client throws it: -32001 read as "resource not found", the paymaster's data on the cause.
    const paymasterAnswer = { name: 'RpcRequestError', code: -32001, message: 'Gas sponsorship limit reached for this account. Try again later.', data: { reason: 'senderCap', projectId: 'p' } }
    deps.wallet.sendCalls = async () => {
      throw Object.assign(new Error('Requested resource not found.'), { code: -32001, cause: paymasterAnswer })
    }
    const shown: string[] = []
    deps.sponsorshipRefused = (message) => void shown.push(message)
    const batch = { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x2105', calls: [{ to }], capabilities: { paymasterService: {} } }] }
    await expect(answerSmartAccountRequest(deps, batch)).rejects.toMatchObject({ name: 'SponsorshipRefusedError', code: -32001, message: 'Gas sponsorship limit reached for this account. Try again later.', data: { reason: 'senderCap' } })
    expect(shown).toEqual(['Gas sponsorship limit reached for this account. Try again later.'])
    // Any other failure stays what it was, and the visitor isn't told about a sponsorship.
    deps.wallet.sendCalls = async () => {
      throw Object.assign(new Error('bundler down'), { code: -32603 })
    }
    await expect(answerSmartAccountRequest(deps, batch)).rejects.toThrow('bundler down')
    expect(shown).toHaveLength(1)
  })

  it('prices an operation as its prefund: every gas limit × maxFeePerGas, nothing when a paymaster pays', () => {
    const op = { callGasLimit: 100n, verificationGasLimit: 200n, preVerificationGas: 50n, paymasterVerificationGasLimit: 0n, paymasterPostOpGasLimit: 0n, maxFeePerGas: 3n }
    expect(operationCost(op)).toEqual({ gasCost: 1_050n })
    expect(operationCost({ ...op, paymaster: to, paymasterVerificationGasLimit: 10n })).toEqual({ gasCost: 0n, paymaster: to })
  })

  it('attacker: under a real grant on a token, approve(attacker, max) and upgradeToAndCall on the account are refused before signing; nothing is sent', async () => {
    const { deps, sent } = setup()
    const grants = createGrantStore({ indexedDB: new IDBFactory(), nowSeconds: 0 })
    const nowSeconds = Math.floor(Date.now() / 1000)
    const context = await grants.grant({ chainId: 8453, expiry: nowSeconds + 600, nativeAllowance: 100n, tokenAllowances: {}, callTargets: [to] }, smart, 'https://dapp.example')
    deps.underGrant = (ctx, calls, chainId, cost) => grants.use(ctx, smart, calls, { chainId, nowSeconds, origin: 'https://dapp.example', gasCost: cost.gasCost })
    deps.checkGrant = (ctx, calls, chainId) => grants.check(ctx, smart, calls, { chainId, nowSeconds, origin: 'https://dapp.example' })
    let prepared = 0
    const { sendCalls } = deps.wallet
    deps.wallet = { ...deps.wallet, sendCalls: (...args: Parameters<SmartAccountWallet['sendCalls']>) => (prepared++, sendCalls(...args)) }
    const batch = (call: object) => ({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x2105', calls: [call], capabilities: { permissions: { context } } }] })
    const attacker = '0x0000000000000000000000000000000000000bad'
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [attacker, maxUint256] })
    const upgrade = encodeFunctionData({ abi: parseAbi(['function upgradeToAndCall(address,bytes)']), functionName: 'upgradeToAndCall', args: [attacker, '0x'] })
    await expect(answerSmartAccountRequest(deps, batch({ to, data: approve }))).rejects.toMatchObject({ code: 4100, message: 'Call 1 is approve, which no permission covers: ask for it without the permission.' })
    await expect(answerSmartAccountRequest(deps, batch({ to: smart, data: upgrade }))).rejects.toMatchObject({ code: 4100, message: expect.stringContaining('which no permission covers') })
    await expect(answerSmartAccountRequest(deps, batch({ to, data: upgrade }))).rejects.toMatchObject({ code: 4100 })
    expect(sent).toHaveLength(0)
    // Refused before the operation was even prepared (a reverting call would fail its estimate first).
    expect(prepared).toBe(0)
    // What the grant covers still goes, its gas (7 wei here) booked with it.
    await expect(answerSmartAccountRequest(deps, batch({ to, data: '0x1234' }))).resolves.toEqual({ id: opHash })
    expect(sent).toHaveLength(1)
  })

  it("turns the bundler's AA24 refusal of a passkey-signed operation into the visitor's PasskeySignatureRefusedError, told in the modal; a key-signed one's error stays as it was", async () => {
    const refusal = Object.assign(new Error('UserOperation reverted during simulation with reason: AA24 signature error'), { cause: { code: -32507, message: 'AA24 signature error' } })
    const text = "The account refused this passkey's signature: the passkey is not an owner of this account. Nothing was sent."
    for (const method of ['eth_sendTransaction', 'wallet_sendCalls'] as const) {
      const { deps } = setup()
      const told: string[] = []
      deps.passkeyRefused = (message) => void told.push(message)
      deps.wallet = { ...deps.wallet, signer: 'passkey', sendCalls: async () => Promise.reject(refusal) }
      const params = method === 'eth_sendTransaction' ? [{ from: smart, to, value: '0x1' }] : [{ version: '2.0.0', chainId: '0x2105', from: smart, calls: [{ to, value: '0x1' }] }]
      await expect(answerSmartAccountRequest(deps, { method, params })).rejects.toMatchObject({ name: 'PasskeySignatureRefusedError', code: -32507, message: text })
      expect(told).toEqual([text])

      deps.wallet = { ...deps.wallet, signer: 'key' }
      await expect(answerSmartAccountRequest(deps, { method, params })).rejects.toBe(refusal)
    }
  })
})
