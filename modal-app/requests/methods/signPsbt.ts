import { lazyComponent } from '../../ui/components/lazyComponent'
import { decodeBitcoinPsbt } from './internal/decodeBitcoinPsbt'
import { defineMethod } from './MethodSpec'
import type { BitcoinPsbtParams } from './params'

const BitcoinPsbtRequest = lazyComponent(() => import('../approve/bitcoin/BitcoinPsbtRequest'))

/** signPsbt: a PSBT signed after approval, its inputs, outputs, fee and the inputs the visitor's keys sign shown as the wallet will sign them. */
export default defineMethod<BitcoinPsbtParams>({
  method: 'signPsbt',
  namespaces: ['bip122'],
  policy: 'approve',
  decode: decodeBitcoinPsbt,
  approval: { title: 'approve.title.signPsbt', Body: BitcoinPsbtRequest },
  walletConnect: true,
})
