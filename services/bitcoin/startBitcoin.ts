import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { hexToBytes } from '@noble/hashes/utils.js'
import { BITCOIN_GENESIS_HASHES } from '../../shared/bitcoin/bitcoinGenesis'
import { bitcoinNetworkParams } from '../../shared/bitcoin/bitcoinNetworkParams'
import { guardFastifyHost } from '../internal/guardHost'
import { listeningPort } from '../internal/isOwnHost'
import { isLoopbackHost } from '../solana/internal/isLoopbackHost'
import { BitcoinChainError } from './internal/BitcoinChainError'
import { BitcoinLedger, type LedgerOutput } from './internal/BitcoinLedger'
import { esploraTransaction } from './internal/esploraTransaction'
import { bitcoinTestAccounts, BITCOIN_TEST_SATS } from './testAccounts'

export interface StartBitcoinOptions {
  /** HTTP port of the Esplora-style API; 0 picks a free one. */
  port: number
  host?: string
  /** One line per accepted transaction or mined block; silent by default. */
  log?: (line: string) => void
}

export interface RunningBitcoin {
  /** The Esplora-style API's base URL (`GET /blocks/tip/height`, `POST /tx`, …). */
  url: string
  port: number
  /** The CAIP-2 id of the network the chain plays (regtest). */
  chainId: string
  ledger: BitcoinLedger
  stop: () => Promise<void>
}

/**
 * Fee rates the chain suggests, in sat/vB by confirmation target (blocks), the shape of
 * Esplora's `/fee-estimates`. A local chain has no fee market: these are fixed numbers chosen to
 * look like a calm mainnet day and stay above the 1 sat/vB relay minimum.
 */
export const LOCAL_FEE_ESTIMATES: Readonly<Record<string, number>> = Object.freeze({ '1': 12.5, '2': 10.2, '3': 8.1, '6': 5.3, '144': 2.0, '504': 1.1, '1008': 1.0 })

interface AddressStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

function statsOf(ledger: BitcoinLedger, address: string, confirmed: boolean): AddressStats {
  const stats: AddressStats = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 }
  for (const tx of ledger.transactionsOf(address)) {
    if ((tx.block !== null) !== confirmed) continue
    stats.tx_count += 1
    for (const out of tx.outputs)
      if (out.address === address) {
        stats.funded_txo_count += 1
        stats.funded_txo_sum += Number(out.value)
      }
    if (tx.coinbase) continue
    for (const input of tx.inputs) {
      const prev = ledger.output(input.txid, input.vout)
      if (prev?.address !== address) continue
      stats.spent_txo_count += 1
      stats.spent_txo_sum += Number(prev.value)
    }
  }
  return stats
}

function utxoJson(ledger: BitcoinLedger, out: LedgerOutput): unknown {
  const block = ledger.transaction(out.txid)!.block
  return { txid: out.txid, vout: out.vout, value: Number(out.value), status: block ? { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time } : { confirmed: false } }
}

/**
 * Starts the local Bitcoin chain: a regtest stand-in (services/bitcoin/README.md) keeping a UTXO
 * set, a mempool and blocks mined on demand, that verifies every input's signature of every
 * transaction it takes, behind the read and broadcast routes of an Esplora server (the API the
 * wallets and the modal read) plus regtest controls a node's `generatetoaddress` would give
 * (`POST /regtest/mine`, `POST /regtest/fund`). The test accounts (testAccounts.ts) are funded at
 * start. Binds to loopback, answers only its own Host and lets only loopback pages read answers.
 *
 * @example
 * const bitcoin = await startBitcoin({ port: 0 })
 * const utxos = await (await fetch(`${bitcoin.url}/address/${address}/utxo`)).json()
 * await bitcoin.stop()
 */
export async function startBitcoin({ port, host = '127.0.0.1', log = () => {} }: StartBitcoinOptions): Promise<RunningBitcoin> {
  const network = bitcoinNetworkParams('regtest')
  const ledger = new BitcoinLedger(network, BITCOIN_GENESIS_HASHES.regtest)
  for (const account of bitcoinTestAccounts) {
    ledger.fund(account.paymentAddress, BITCOIN_TEST_SATS)
    ledger.fund(account.ordinalsAddress, BITCOIN_TEST_SATS)
  }

  const app: FastifyInstance = Fastify({ bodyLimit: 256 * 1024 })
  guardFastifyHost(app)
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    let loopback = false
    try {
      loopback = origin !== undefined && isLoopbackHost(new URL(origin).host)
    } catch {
      loopback = false
    }
    if (loopback) reply.header('access-control-allow-origin', origin).header('vary', 'origin')
    if (request.method === 'OPTIONS') return reply.header('access-control-allow-methods', 'GET, POST, OPTIONS').header('access-control-allow-headers', 'content-type').status(204).send()
    return undefined
  })
  app.setErrorHandler((error: Error, _request, reply: FastifyReply) => {
    if (error instanceof BitcoinChainError) {
      const status = error.code === 'NOT_FOUND' ? 404 : 400
      // Esplora answers a refused broadcast with the node's reject reason as plain text.
      const text = _request.method === 'POST' && _request.url === '/tx' ? `sendrawtransaction RPC error: ${JSON.stringify({ code: -26, message: error.message })}` : error.message
      return reply.status(status).type('text/plain').send(text)
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500
    return reply.status(status).type('text/plain').send(error.message)
  })

  const addressParam = (address: string): string => {
    ledger.scriptOf(address)
    return address
  }
  const txOr404 = (txid: string) => {
    const tx = /^[0-9a-f]{64}$/.test(txid) ? ledger.transaction(txid) : undefined
    if (!tx) throw new BitcoinChainError('NOT_FOUND', 'Transaction not found')
    return tx
  }

  app.get('/blocks/tip/height', async (_req, reply) => reply.type('text/plain').send(String(ledger.tip.height)))
  app.get('/blocks/tip/hash', async (_req, reply) => reply.type('text/plain').send(ledger.tip.hash))
  app.get<{ Params: { height: string } }>('/block-height/:height', async (req, reply) => {
    const block = ledger.blocks[Number(req.params.height)]
    if (!block) throw new BitcoinChainError('NOT_FOUND', 'Block not found')
    return reply.type('text/plain').send(block.hash)
  })
  app.get('/fee-estimates', async () => LOCAL_FEE_ESTIMATES)
  app.get<{ Params: { address: string } }>('/address/:address', async (req) => {
    const address = addressParam(req.params.address)
    return { address, chain_stats: statsOf(ledger, address, true), mempool_stats: statsOf(ledger, address, false) }
  })
  app.get<{ Params: { address: string } }>('/address/:address/utxo', async (req) => ledger.unspentOf(addressParam(req.params.address)).map((out) => utxoJson(ledger, out)))
  app.get<{ Params: { address: string } }>('/address/:address/txs', async (req) =>
    ledger
      .transactionsOf(addressParam(req.params.address))
      .slice(0, 50)
      .map((tx) => esploraTransaction(ledger, tx)),
  )
  app.get<{ Params: { txid: string } }>('/tx/:txid', async (req) => esploraTransaction(ledger, txOr404(req.params.txid)))
  app.get<{ Params: { txid: string } }>('/tx/:txid/hex', async (req, reply) => reply.type('text/plain').send(Buffer.from(txOr404(req.params.txid).raw).toString('hex')))
  app.get<{ Params: { txid: string } }>('/tx/:txid/status', async (req) => esploraTransaction(ledger, txOr404(req.params.txid)).status)
  app.post<{ Body: string }>('/tx', async (req, reply) => {
    const text = typeof req.body === 'string' ? req.body.trim() : ''
    if (!/^([0-9a-fA-F]{2})+$/.test(text)) throw new BitcoinChainError('TX_DECODE_FAILED', 'TX decode failed: the body must be the transaction in hex')
    const tx = ledger.accept(hexToBytes(text.toLowerCase()))
    log(`tx ${tx.txid} in the mempool (${tx.inputs.length} in, ${tx.outputs.length} out, fee ${tx.fee} sat, ${tx.vsize} vB)`)
    return reply.type('text/plain').send(tx.txid)
  })
  app.post<{ Body: { blocks?: number; address?: string } }>('/regtest/mine', async (req) => {
    const blocks = ledger.mine(req.body?.blocks ?? 1, req.body?.address)
    log(`mined ${blocks.length} block(s) to height ${ledger.tip.height}`)
    return { height: ledger.tip.height, hashes: blocks.map((b) => b.hash) }
  })
  app.post<{ Body: { address?: string; sats?: number } }>('/regtest/fund', async (req) => {
    const { address, sats } = req.body ?? {}
    if (typeof address !== 'string' || typeof sats !== 'number' || !Number.isSafeInteger(sats)) throw new BitcoinChainError('BAD_REQUEST', 'Send { address, sats }')
    const tx = ledger.fund(address, BigInt(sats))
    log(`funded ${address} with ${sats} sat (${tx.txid}, height ${ledger.tip.height})`)
    return { txid: tx.txid, height: ledger.tip.height }
  })

  await app.listen({ host, port })
  const actualPort = listeningPort(app.server)
  let stopping: Promise<void> | null = null
  const stop = (): Promise<void> => (stopping ??= app.close())
  return { url: `http://${host}:${actualPort}`, port: actualPort, chainId: `bip122:${BITCOIN_GENESIS_HASHES.regtest.slice(0, 32)}`, ledger, stop }
}
