import { useEffect, useState } from 'react'
import { parseUnits } from 'viem'
import { trustedRpcUrlOf } from '../../../clients/chainRpc/trustedRpcUrlOf'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { DoneState } from '../../../ui/components/DoneState'
import { portfolioApi } from '../../../state/dataService/portfolioApi'
import { fromBaseUnits } from '../../swap/swapAmounts'
import { closeProviderWindow } from '../providerWindow'
import { readTokenBalance } from '../readTokenBalance'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/onrampMessages'
import { selectRouteData } from '../../../state/router/selectors'
import { viewDataChanged, viewsReset } from '../../../state/router/routerSlice'
import { selectEvmAccount } from '../../../state/account/selectors'
import { selectCaipNetwork } from '../../../state/network/selectors'
import { selectRpcUrls } from '../../../state/options/viewSelectors'

/** The balance is read this often while the purchase is on its way. */
const POLL_MS = 1_000
/** After this long the view stops watching and says where to look (providers can take a while). */
const WATCH_MS = 5 * 60_000

/**
 * The buy-in-progress view: while the visitor pays in the provider's window, reads the token's
 * balance every second and finishes when it grew by the quoted amount (any growth when the
 * quote was the placeholder): the provider's window is closed if it is still open, the portfolio
 * and activity are fetched again, and "Purchase complete" says what arrived, with Done back to
 * Account.
 *
 * @example
 * dispatch(viewPushed({ view: 'OnRampInProgress', data: { token: 'ETH', decimals: 18, contract: null, expected: '0.03', baseline: '0' } }))
 */
export default function OnRampInProgressView() {
  const dispatch = useAppDispatch()
  const data = useAppSelector(selectRouteData)
  const account = useAppSelector(selectEvmAccount)
  const network = useAppSelector(selectCaipNetwork)
  const rpcUrls = useAppSelector(selectRpcUrls)
  const [arrived, setArrived] = useState<bigint>()
  const [gaveUp, setGaveUp] = useState(false)
  const token = String(data?.token ?? '')
  const decimals = Number(data?.decimals ?? 18)
  const contract = typeof data?.contract === 'string' ? data.contract : null
  const address = account?.status === 'connected' ? account.address : undefined

  useEffect(() => {
    if (!address || !network || typeof data?.baseline !== 'string') return
    const baseline = BigInt(data.baseline)
    const expected = parseUnits(String(data.expected ?? '0'), decimals)
    // Rounding on the provider's side may shave a unit or so; a thousandth is plenty of room.
    const enough = expected > 0n ? baseline + expected - expected / 1000n : baseline + 1n
    const started = Date.now()
    let live = true
    const tick = async () => {
      if (!live) return
      const now = await readTokenBalance(trustedRpcUrlOf(network, rpcUrls), address, contract).catch(() => undefined)
      if (!live) return
      if (now !== undefined && now >= enough) {
        setArrived(now - baseline)
        // The header no longer says "Buying" (headerTitleKey).
        dispatch(viewDataChanged({ done: true }))
        closeProviderWindow()
        dispatch(portfolioApi.endpoints.balance.initiate({ address, caipNetworkId: network.caipNetworkId }, { subscribe: false, forceRefetch: true }))
        dispatch(portfolioApi.endpoints.history.initiate({ address, caipNetworkId: network.caipNetworkId }, { subscribe: false, forceRefetch: true }))
        return
      }
      if (Date.now() - started > WATCH_MS) return setGaveUp(true)
      setTimeout(() => void tick(), POLL_MS)
    }
    void tick()
    return () => {
      live = false
    }
    // One watch per purchase (the route data), not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address, network?.caipNetworkId, data?.baseline])

  if (arrived !== undefined) {
    return (
      <DoneState title={t('onramp.complete')} onDone={() => dispatch(viewsReset({ view: 'Account' }))} testId="airlock-onramp-done">
        <p className="airlock-text-secondary" data-testid="airlock-onramp-done-summary">{t('onramp.arrived', { amount: fromBaseUnits(arrived, decimals, 8), token })}</p>
      </DoneState>
    )
  }
  if (gaveUp) return <p className="airlock-text-secondary" role="status" data-testid="airlock-onramp-timeout">{t('onramp.timeout')}</p>
  return (
    <p className="airlock-text-secondary" role="status" aria-busy="true" data-testid="airlock-onramp-waiting">
      {t('onramp.waiting', { token })}
    </p>
  )
}
