import { lazyComponent } from '../../ui/components/lazyComponent'
import { firstObject, refuse } from './internal/decoders'
import { defineMethod } from './MethodSpec'
import type { SendCallsParams } from './params'

const WalletSendCalls = lazyComponent(() => import('../approve/bodies/wallet_sendCalls'))

/** wallet_sendCalls (EIP-5792): a batch sent after approval (or under a smart-session grant the embedded wallet enforces). */
export default defineMethod<SendCallsParams>({
  method: 'wallet_sendCalls',
  namespaces: ['eip155'],
  policy: 'approve',
  decode(params) {
    const list = firstObject('wallet_sendCalls', params)
    if (!Array.isArray(list[0].calls) || !list[0].calls.every((call) => typeof call === 'object' && call !== null)) refuse('wallet_sendCalls needs { calls: [...] }')
    return list as SendCallsParams
  },
  approval: { title: 'approve.title.wallet_sendCalls', Body: WalletSendCalls },
  chainBound: true,
  runsUnderGrant: true,
})
