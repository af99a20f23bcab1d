import { formatUnits } from 'viem'
import type { Transaction } from '../../../shared/dataApi/types'
import { isAddressOfNetwork } from '../../../shared/bitcoin/isAddressOfNetwork'
import { esploraCall } from './esploraCall'

interface EsploraOut {
  scriptpubkey_address?: string
  value: number
}

interface EsploraTx {
  txid: string
  vin: { prevout: EsploraOut | null; is_coinbase?: boolean }[]
  vout: EsploraOut[]
  status: { confirmed: boolean; block_time?: number }
}

/**
 * A Bitcoin address's latest transactions from the network's Esplora API
 * (`GET /address/:address/txs`, newest first), in the transaction shape the Activity tab reads:
 * each is the address's net change in BTC (what its outputs received minus what its inputs
 * spent, so a send counts its fee), sent when it spent, with the other side: the first output
 * paying elsewhere for a send, the first input's owner for a receipt (none for a mined coin).
 * Unconfirmed ones are `pending`, dated now; `price` (USD per BTC) values each row. Loaded only
 * for a Bitcoin network's Activity tab.
 *
 * @example
 * await readBitcoinHistory('http://127.0.0.1:18332', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'bcrt1q…')
 */
export async function readBitcoinHistory(esploraUrl: string, caipNetworkId: string, address: string, price?: number): Promise<Transaction[]> {
  if (!isAddressOfNetwork(address, caipNetworkId)) return []
  const txs = (await esploraCall(esploraUrl, `/address/${encodeURIComponent(address)}/txs`)) as EsploraTx[]
  if (!Array.isArray(txs)) throw new Error('Malformed Esplora history')
  return txs.map((tx) => {
    const received = tx.vout.filter((o) => o.scriptpubkey_address === address).reduce((sum, o) => sum + BigInt(o.value), 0n)
    const spent = tx.vin.filter((i) => i.prevout?.scriptpubkey_address === address).reduce((sum, i) => sum + BigInt(i.prevout!.value), 0n)
    const net = received - spent
    const outgoing = spent > 0n
    const other = outgoing ? tx.vout.find((o) => o.scriptpubkey_address && o.scriptpubkey_address !== address)?.scriptpubkey_address : tx.vin.find((i) => i.prevout?.scriptpubkey_address && i.prevout.scriptpubkey_address !== address)?.prevout?.scriptpubkey_address
    const minedAt = new Date(tx.status.confirmed && tx.status.block_time ? tx.status.block_time * 1000 : Date.now()).toISOString()
    return {
      id: tx.txid,
      metadata: {
        operationType: outgoing ? 'send' : 'receive',
        hash: tx.txid,
        minedAt,
        sentFrom: outgoing ? address : (other ?? ''),
        sentTo: outgoing ? (other ?? address) : address,
        status: tx.status.confirmed ? 'confirmed' : 'pending',
        chain: caipNetworkId,
      },
      transfers: net === 0n ? [] : [transfer(net, price)],
    }
  })
}

function transfer(net: bigint, price: number | undefined): Transaction['transfers'][number] {
  const numeric = formatUnits(net < 0n ? -net : net, 8)
  const valued = typeof price === 'number' && price > 0 ? { price, value: Number(numeric) * price } : {}
  return { fungible_info: { name: 'Bitcoin', symbol: 'BTC' }, direction: net < 0n ? 'out' : 'in', quantity: { numeric }, ...valued }
}
