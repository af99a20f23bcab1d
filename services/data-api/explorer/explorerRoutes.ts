import type { FastifyInstance, FastifyReply } from 'fastify'
import { getAddress, type Address, type Hash } from 'viem'
import { allNetworks } from '../../../shared/networks/networks'
import type { ChainEntry } from '../internal/chainSet'
import type { DataApiContext } from '../internal/context'
import { addressPage, problemPage, txPage, type ExplorerChain } from './explorerPages'
import { readExplorerAddress } from './readExplorerAddress'
import { readExplorerTx } from './readExplorerTx'

// Checked before anything reaches the chain or the page: a path segment is attacker-controlled.
const CHAIN_ID = /^[1-9]\d{0,15}$/
const TX_HASH = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

const HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).headers(HEADERS).type('text/html; charset=utf-8').send(html)
}

/**
 * The local explorer (docs/calls.md#local-explorer): `GET /explorer/:chainId/tx/:hash` and
 * `GET /explorer/:chainId/address/:address`, plain HTML pages read from the service's own local
 * chains over JSON-RPC, for the modal's explorer links on chains that exist only on this machine.
 * The chain id, hash and address are checked against strict patterns first (400 page otherwise),
 * an unserved chain or unknown transaction is a 404 page, a chain that doesn't answer a 502 page.
 * Opened as a top-level page by the visitor's browser, so no project is asked; the service only
 * answers on loopback (its host guard).
 *
 * @example
 * explorerRoutes(app, ctx)
 * // GET /explorer/1/tx/0x5c50…  → the transaction page
 */
export function explorerRoutes(app: FastifyInstance, ctx: DataApiContext): void {
  const chainOf = (raw: string): { entry: ChainEntry; chain: ExplorerChain } | undefined => {
    const entry = CHAIN_ID.test(raw) ? ctx.chains.get(Number(raw)) : undefined
    if (!entry) return undefined
    const name = allNetworks.find((n) => n.caipNetworkId === entry.caip)?.name ?? `Chain ${entry.id}`
    return { entry, chain: { id: entry.id, name } }
  }
  const unavailable = (reply: FastifyReply, chain: ExplorerChain) => send(reply, 502, problemPage('Chain unavailable', `Local chain ${chain.id} did not answer. Is the local stack running?`, chain))
  const unknownChain = (reply: FastifyReply) => send(reply, 404, problemPage('Unknown chain', 'This service runs no local chain with that id.'))

  app.get<{ Params: { chainId: string; hash: string } }>('/explorer/:chainId/tx/:hash', { config: { projectGuard: false } }, async (request, reply) => {
    const { chainId, hash } = request.params
    if (!TX_HASH.test(hash)) return send(reply, 400, problemPage('Invalid transaction hash', 'A transaction hash is 0x followed by 64 hex digits.'))
    const found = chainOf(chainId)
    if (!found) return unknownChain(reply)
    let tx
    try {
      tx = await readExplorerTx(found.entry, hash as Hash)
    } catch {
      return unavailable(reply, found.chain)
    }
    if (!tx) return send(reply, 404, problemPage('Transaction not found', 'This chain has no transaction with that hash.', found.chain))
    return send(reply, 200, txPage(found.chain, tx))
  })

  app.get<{ Params: { chainId: string; address: string } }>('/explorer/:chainId/address/:address', { config: { projectGuard: false } }, async (request, reply) => {
    const { chainId, address } = request.params
    if (!ADDRESS.test(address)) return send(reply, 400, problemPage('Invalid address', 'An address is 0x followed by 40 hex digits.'))
    const found = chainOf(chainId)
    if (!found) return unknownChain(reply)
    try {
      return send(reply, 200, addressPage(found.chain, await readExplorerAddress(found.entry, getAddress(address.toLowerCase()) as Address)))
    } catch {
      return unavailable(reply, found.chain)
    }
  })
}
