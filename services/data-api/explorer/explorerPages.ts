import type { ExplorerAddress } from './readExplorerAddress'
import type { ExplorerTx } from './readExplorerTx'

/** The chain a page is about: its id (for links) and name. */
export interface ExplorerChain {
  id: number
  name: string
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `:root{color-scheme:light dark}body{font-family:Inter,system-ui,sans-serif;margin:0;padding:24px 12px;background:Canvas;color:CanvasText}
main{max-width:760px;margin:0 auto}h1{font-size:20px;margin:0 0 4px}.note{opacity:.7;font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere;font-family:ui-monospace,monospace}
ul{padding-left:20px;margin:0}li{margin:4px 0;overflow-wrap:anywhere;font-family:ui-monospace,monospace}a{color:LinkText}
.success{color:#16803c}.reverted,.error{color:#c0352b}`

function page(title: string, chain: ExplorerChain | undefined, body: string): string {
  const note = chain ? `${escape(chain.name)} · local chain ${chain.id}, read from its node on this machine` : 'Local chains, read from their nodes on this machine'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main><h1>${escape(title)}</h1><p class="note">${note}</p>${body}</main></body></html>`
}

const addressLink = (chain: ExplorerChain, address: string) =>
  `<a href="/explorer/${chain.id}/address/${escape(address)}" data-testid="explorer-address-link">${escape(address)}</a>`

const row = (label: string, value: string, testId: string) => `<dt>${escape(label)}</dt><dd data-testid="explorer-${testId}">${value}</dd>`

/**
 * The local explorer's transaction page: hash, status, block, from, to (or the contract it
 * created), value, gas used and a summary of its logs. Every value shown is escaped; addresses
 * link to the address page of the same chain.
 *
 * @example
 * reply.type('text/html').send(txPage({ id: 1, name: 'Ethereum' }, tx))
 */
export function txPage(chain: ExplorerChain, tx: ExplorerTx): string {
  const logs = tx.logs.length
    ? `<ul data-testid="explorer-logs">${tx.logs
        .map((log) =>
          log.transfer
            ? `<li>Transfer ${escape(log.transfer.amount)} ${escape(log.transfer.symbol)} from ${addressLink(chain, log.transfer.from)} to ${addressLink(chain, log.transfer.to)}</li>`
            : `<li>Event ${escape(log.topic ?? '(anonymous)')} from ${addressLink(chain, log.address)}</li>`,
        )
        .join('')}</ul>`
    : '<span data-testid="explorer-logs">None</span>'
  return page(
    'Transaction',
    chain,
    `<dl>${row('Hash', escape(tx.hash), 'hash')}${row('Status', `<span class="${tx.status}">${tx.status === 'success' ? 'Success' : tx.status === 'reverted' ? 'Reverted' : 'Pending'}</span>`, 'status')}${row('Block', tx.blockNumber === undefined ? 'Pending' : escape(String(tx.blockNumber)), 'block')}${row('From', addressLink(chain, tx.from), 'from')}${
      tx.to ? row('To', addressLink(chain, tx.to), 'to') : row('Created', tx.created ? addressLink(chain, tx.created) : 'Contract creation', 'to')
    }${row('Value', `${escape(tx.value)} ${escape(tx.symbol)}`, 'value')}${tx.gasUsed === undefined ? '' : row('Gas used', escape(String(tx.gasUsed)), 'gas')}${row(`Logs (${tx.logs.length})`, logs, 'logs-summary')}</dl>`,
  )
}

/**
 * The local explorer's address page: native balance, nonce and whether code is deployed there.
 *
 * @example
 * reply.type('text/html').send(addressPage({ id: 1, name: 'Ethereum' }, info))
 */
export function addressPage(chain: ExplorerChain, info: ExplorerAddress): string {
  return page(
    'Address',
    chain,
    `<dl>${row('Address', escape(info.address), 'address')}${row('Balance', `${escape(info.balance)} ${escape(info.symbol)}`, 'balance')}${row('Nonce', escape(String(info.nonce)), 'nonce')}${row('Code', info.hasCode ? 'Yes (a contract)' : 'No', 'code')}</dl>`,
  )
}

/**
 * The page for a link that leads nowhere: a malformed hash or address, an unknown chain, a
 * transaction the chain doesn't have, or a chain that doesn't answer.
 *
 * @example
 * reply.code(400).type('text/html').send(problemPage('Invalid transaction hash', 'A hash is 0x and 64 hex digits.'))
 */
export function problemPage(title: string, message: string, chain?: ExplorerChain): string {
  return page(title, chain, `<p class="error" role="alert" data-testid="explorer-problem">${escape(message)}</p>`)
}
