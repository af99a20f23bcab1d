import { lazyComponent } from '../../ui/components/lazyComponent'
import { decodeBitcoinTransfer } from './internal/decodeBitcoinTransfer'
import { defineMethod } from './MethodSpec'
import type { BitcoinTransferParams } from './params'

const BitcoinTransferRequest = lazyComponent(() => import('../approve/bitcoin/BitcoinTransferRequest'))

/** sendTransfer: a Bitcoin transfer from the payment address, approved with its recipient, amount in BTC and USD, and fee. */
export default defineMethod<BitcoinTransferParams>({
  method: 'sendTransfer',
  namespaces: ['bip122'],
  policy: 'approve',
  decode: decodeBitcoinTransfer,
  approval: { title: 'approve.title.sendTransfer', Body: BitcoinTransferRequest },
  walletConnect: true,
})
