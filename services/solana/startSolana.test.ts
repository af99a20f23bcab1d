import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SendTransactionError, SystemProgram, Transaction, VersionedTransaction, TransactionMessage } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { base58 } from '../../shared/solana/base58'
import { startSolana, type RunningSolana } from './startSolana'
import { SOLANA_TEST_LAMPORTS, SOLANA_TEST_TOKEN_BALANCE, solanaTestAccounts, solanaTestMint } from './testAccounts'

const keypair = (i: number): Keypair => Keypair.fromSeed(Buffer.from(solanaTestAccounts[i]!.seed, 'hex'))
const mint = new PublicKey(solanaTestMint.address)
const ata = (owner: PublicKey): PublicKey => getAssociatedTokenAddressSync(mint, owner)

let solana: RunningSolana
let connection: Connection
const logs: string[] = []

async function rpc(body: string): Promise<{ status: number; json: { result?: unknown; error?: { code: number; message: string } } }> {
  const res = await fetch(solana.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  return { status: res.status, json: (await res.json()) as { result?: unknown; error?: { code: number; message: string } } }
}

beforeAll(async () => {
  solana = await startSolana({ port: 0, log: (l) => logs.push(l) })
  connection = new Connection(solana.rpcUrl, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
}, 60_000)

afterAll(async () => {
  await solana?.stop()
})

describe('startSolana with a real web3.js Connection', () => {
  it('answers as devnet and funds the test accounts', async () => {
    expect(await connection.getGenesisHash()).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')
    expect(solana.chainId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    for (let i = 0; i < solanaTestAccounts.length; i++) {
      // The listed address is the one the seed gives, so no typo funds a stranger.
      expect(keypair(i).publicKey.toBase58()).toBe(solanaTestAccounts[i]!.address)
    }
    expect(BigInt(await connection.getBalance(keypair(3).publicKey))).toBe(SOLANA_TEST_LAMPORTS)
    const token = await connection.getTokenAccountBalance(ata(keypair(3).publicKey))
    expect(token.value.uiAmountString).toBe(SOLANA_TEST_TOKEN_BALANCE.toString())
    expect(token.value.decimals).toBe(6)
    expect((await connection.getVersion())['solana-core']).toMatch(/^litesvm-/)
    expect(await connection.getSlot()).toBeGreaterThan(0)
  })

  it('answers the account and cluster queries wallets make', async () => {
    const owner = keypair(0).publicKey
    const [payer, missing] = await connection.getMultipleAccountsInfo([owner, Keypair.generate().publicKey])
    expect(payer?.owner.toBase58()).toBe('11111111111111111111111111111111')
    expect(missing).toBeNull()
    const parsedMint = await connection.getParsedAccountInfo(mint)
    expect(parsedMint.value?.data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6, mintAuthority: owner.toBase58(), supply: (SOLANA_TEST_TOKEN_BALANCE * 5n * 10n ** 6n).toString() } } })
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
    const latest = await connection.getLatestBlockhash()
    expect((await connection.isBlockhashValid(latest.blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(false)
    const message = new TransactionMessage({ payerKey: owner, recentBlockhash: latest.blockhash, instructions: [SystemProgram.transfer({ fromPubkey: owner, toPubkey: keypair(1).publicKey, lamports: 1 })] }).compileToV0Message()
    expect((await connection.getFeeForMessage(message)).value).toBe(5000)
    const epoch = await connection.getEpochInfo()
    expect(epoch.absoluteSlot).toBe(await connection.getSlot())
    expect(await connection.getBlockHeight()).toBe(epoch.blockHeight)
  })

  it('sends a signed SOL transfer and confirms it over the websocket', async () => {
    const from = keypair(1)
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(from.publicKey)
    const latest = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: from.publicKey, ...latest }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 2 * LAMPORTS_PER_SOL }))
    tx.sign(from)
    const signature = await connection.sendRawTransaction(tx.serialize())
    const confirmed = await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
    expect(confirmed.value.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(2 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(from.publicKey)).toBe(before - 2 * LAMPORTS_PER_SOL - 5000)

    const history = await connection.getSignaturesForAddress(to)
    expect(history.map((h) => h.signature)).toEqual([signature])
    const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(fetched?.meta?.err).toBeNull()
    expect(fetched?.meta?.fee).toBe(5000)
    expect(fetched?.transaction.message.staticAccountKeys.map((k) => k.toBase58())).toContain(to.toBase58())
    const parsedTx = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsedTx?.transaction.message.instructions[0]).toMatchObject({ program: 'system', parsed: { type: 'transfer', info: { destination: to.toBase58(), lamports: 2 * LAMPORTS_PER_SOL } } })
    const statuses = await connection.getSignatureStatuses([signature])
    expect(statuses.value[0]?.confirmationStatus).toBe('finalized')
  })

  it('sends a versioned transaction base58-encoded through sendAndConfirm-style calls', async () => {
    const from = keypair(2)
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({ payerKey: from.publicKey, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 1_234_567 })] }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([from])
    const { json } = await rpc(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'sendTransaction', params: [base58.encode(tx.serialize())] }))
    expect(json.error).toBeUndefined()
    expect(typeof json.result).toBe('string')
    expect(await connection.getBalance(to)).toBe(1_234_567)
    // A v0 transaction needs maxSupportedTransactionVersion, as on a real node.
    await expect(connection.getTransaction(json.result as string)).rejects.toThrow(/Transaction version \(0\) is not supported/)
    expect((await connection.getTransaction(json.result as string, { maxSupportedTransactionVersion: 0 }))?.version).toBe(0)
  })

  it('moves SPL tokens between test accounts and reports token balances', async () => {
    const from = keypair(0)
    const to = keypair(4).publicKey
    const parsed = await connection.getParsedTokenAccountsByOwner(from.publicKey, { mint })
    expect(parsed.value).toHaveLength(1)
    const info = (parsed.value[0]!.account.data as { parsed: { info: { tokenAmount: { amount: string } } } }).parsed.info
    const startFrom = BigInt(info.tokenAmount.amount)
    const startTo = BigInt((await connection.getTokenAccountBalance(ata(to))).value.amount)
    const tx = new Transaction().add(createTransferCheckedInstruction(ata(from.publicKey), mint, ata(to), from.publicKey, 2_500_000n, 6))
    const signature = await connection.sendTransaction(tx, [from])
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
    expect(BigInt((await connection.getTokenAccountBalance(ata(from.publicKey))).value.amount)).toBe(startFrom - 2_500_000n)
    expect((await connection.getTokenAccountBalance(ata(to))).value.amount).toBe((startTo + 2_500_000n).toString())
    const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    const post = fetched?.meta?.postTokenBalances?.find((b) => b.owner === to.toBase58())
    expect(post?.uiTokenAmount.amount).toBe((startTo + 2_500_000n).toString())
    const parsedTx = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(parsedTx?.transaction.message.instructions[0]).toMatchObject({ program: 'spl-token', parsed: { type: 'transferChecked', info: { destination: ata(to).toBase58(), tokenAmount: { amount: '2500000' } } } })
    const raw = await connection.getTokenAccountsByOwner(to, { programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA') })
    expect(raw.value[0]?.pubkey.toBase58()).toBe(ata(to).toBase58())
  })

  it('simulates without committing, with accounts and balance changes', async () => {
    const from = keypair(3)
    const to = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: from.publicKey, ...(await connection.getLatestBlockhash()) }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 1_000_777 }))
    // Unsigned, as a wallet simulates before asking the user: sigVerify stays off.
    const sim = await connection.simulateTransaction(tx, undefined, [to])
    expect(sim.value.err).toBeNull()
    expect(sim.value.logs?.join('\n')).toContain('Program 11111111111111111111111111111111 success')
    expect(sim.value.accounts?.[0]?.lamports).toBe(1_000_777)
    const value = sim.value as typeof sim.value & { preBalances: number[]; postBalances: number[] }
    expect(value.postBalances[1]! - value.preBalances[1]!).toBe(1_000_777)
    expect(await connection.getBalance(to)).toBe(0)

    const tooMuch = new Transaction({ feePayer: from.publicKey, ...(await connection.getLatestBlockhash()) }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 10n ** 16n }))
    const failed = await connection.simulateTransaction(tooMuch)
    expect(failed.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  })

  it('fails a transaction that cannot succeed with the preflight error web3.js expects', async () => {
    const from = keypair(4)
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 10n ** 16n }))
    const error = await connection.sendTransaction(tx, [from]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toMatch(/custom program error: 0x1/)
  })

  it('airdrops through the faucet and records it', async () => {
    const to = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(to, LAMPORTS_PER_SOL)
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    expect((await connection.getSignaturesForAddress(to))[0]?.signature).toBe(signature)
  })

  it('answers bad input with JSON-RPC errors and keeps serving', async () => {
    expect((await rpc('{"jsonrpc":"2.0","id":1,"method":"getBalance","params":["not-a-key!"]}')).json.error?.code).toBe(-32602)
    expect((await rpc('{"jsonrpc":"2.0","id":1,"method":"getBalance","params":["3yZe7d"]}')).json.error?.message).toBe('Invalid param: WrongSize')
    expect((await rpc('{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}')).json.error?.code).toBe(-32601)
    expect((await rpc('{"jsonrpc":"2.0","id":1,"method":"sendTransaction","params":["AAAA",{"encoding":"base64"}]}')).json.error?.code).toBe(-32602)
    expect((await rpc('{"jsonrpc":"2.0","id":1,"method":"getBalance","params":{"a":1}}')).json.error?.code).toBe(-32602)
    expect((await rpc('{"id":1,"method":"getHealth"}')).json.error?.code).toBe(-32600)
    expect((await rpc('{"jsonrpc":"2.0","id":1,"method":"getTransaction","params":["1111"]}')).json.error?.code).toBe(-32602)
    await expect(connection.getBalance(keypair(0).publicKey, { minContextSlot: 10 ** 9 })).rejects.toThrow(/Minimum context slot/)
    const parse = await rpc('{"jsonrpc":"2.0", "id": 1, "method": ')
    expect(parse.status).toBe(200)
    expect(parse.json.error?.code).toBe(-32700)
    const big = await fetch(solana.rpcUrl, { method: 'POST', body: 'x'.repeat(70 * 1024) }).catch(() => null)
    expect(big?.status).toBe(413)
    expect((await rpc('{"jsonrpc":"2.0","id":2,"method":"getHealth"}')).json.result).toBe('ok')
    expect(await connection.getBalance(keypair(0).publicKey)).toBeGreaterThan(0)
  })

  it('notifies signature and account subscribers when a transfer lands', async () => {
    const from = keypair(2)
    const to = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: from.publicKey, ...(await connection.getLatestBlockhash()) }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }))
    tx.sign(from)
    const signature = tx.signatures[0]!.signature!
    const ws = new WebSocket(solana.wsUrl)
    const messages: { id?: number; result?: unknown; method?: string; params?: { subscription: number; result: { value: Record<string, unknown> } } }[] = []
    ws.on('message', (d) => messages.push(JSON.parse(String(d)) as (typeof messages)[number]))
    await new Promise((r) => ws.once('open', r))
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [base58.encode(signature), { commitment: 'confirmed' }] }))
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'accountSubscribe', params: [to.toBase58(), { encoding: 'base64' }] }))
    await expect.poll(() => messages.length).toBe(2)
    await connection.sendRawTransaction(tx.serialize())
    await expect.poll(() => messages.length).toBe(4)
    const bySub = (id: number) => messages.find((m) => m.params?.subscription === messages.find((r) => r.id === id)?.result)
    expect(bySub(1)).toMatchObject({ method: 'signatureNotification', params: { result: { value: { err: null } } } })
    expect(bySub(2)).toMatchObject({ method: 'accountNotification', params: { result: { value: { lamports: LAMPORTS_PER_SOL } } } })
    ws.close()
  })

  it('rate-limits a client with 429 and keeps serving others', async () => {
    const small = await startSolana({ port: 0, log: () => {}, rateLimit: { burst: 3, perSecond: 0.001 } })
    try {
      const call = () => fetch(small.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"getSlot"}' })
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await call()).status)
      expect(statuses).toEqual([200, 200, 200, 429])
      expect(((await (await call()).json()) as { error: { code: number } }).error.code).toBe(429)
    } finally {
      await small.stop()
    }
    expect((await rpc('{"jsonrpc":"2.0","id":2,"method":"getHealth"}')).json.result).toBe('ok')
  })

  it('serves loopback pages only', async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"getHealth"}'
    const local = await fetch(solana.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:5174' }, body })
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5174')
    const foreign = await fetch(solana.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const { request } = await import('node:http')
    const withHost = (host: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const req = request(solana.rpcUrl, { method: 'POST', headers: { host, 'content-type': 'application/json' } }, (res) => {
          res.resume()
          resolve(res.statusCode)
        })
        req.on('error', reject)
        req.end(body)
      })
    expect(await withHost('rebound.example')).toBe(421)
    // A loopback name on another port is not this node either.
    expect(await withHost(`127.0.0.1:${solana.port + 2}`)).toBe(421)
    expect(await withHost(`localhost:${solana.port}`)).toBe(200)
    const ws = new WebSocket(solana.wsUrl, { origin: 'https://evil.example' })
    expect(await new Promise((resolve) => ws.once('error', (e) => resolve(e.message)))).toMatch(/401/)
  })

  it('keeps a websocket open after a malformed frame and notifies slots', async () => {
    const ws = new WebSocket(solana.wsUrl)
    const messages: { id?: number; result?: unknown; error?: { code: number }; method?: string }[] = []
    ws.on('message', (d) => messages.push(JSON.parse(String(d)) as (typeof messages)[number]))
    await new Promise((r) => ws.once('open', r))
    ws.send('{oops')
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: ['bad'] }))
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'slotSubscribe' }))
    await expect.poll(() => messages.length).toBe(3)
    expect(messages[0]!.error?.code).toBe(-32700)
    expect(messages[1]!.error?.code).toBe(-32602)
    expect(typeof messages[2]!.result).toBe('number')
    await connection.requestAirdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL)
    await expect.poll(() => messages.some((m) => m.method === 'slotNotification')).toBe(true)
    ws.close()
  })
})
