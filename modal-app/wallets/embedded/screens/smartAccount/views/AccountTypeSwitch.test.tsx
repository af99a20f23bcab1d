// @vitest-environment jsdom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../../../../../../shared/networks'
import { makeStore } from '../../../../../app/makeStore'
import { renderInStore } from '../../../../../testing/renderInStore'
import { accountUpdated } from '../../../../../state/account/accountSlice'
import type { NamespaceAccount } from '../../../../../state/account/accountTypes'
import { caipNetworkChanged, smartAccountNetworksChanged } from '../../../../../state/network/networkSlice'
import { optionsReceived } from '../../../../../state/options/optionsSlice'
import { accountTypeSwitchRequested } from '../smartAccountActions'
import { AccountTypeSwitch } from './AccountTypeSwitch'

const SMART = '0x1111111111111111111111111111111111111111'

function render(patch: Partial<NamespaceAccount>, enabled: string[]) {
  const store = makeStore()
  const seen: unknown[] = []
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
  store.dispatch(caipNetworkChanged(mainnet))
  store.dispatch(smartAccountNetworksChanged(enabled))
  store.dispatch(accountUpdated({ namespace: 'eip155', address: SMART, status: 'connected', connectedWalletInfo: { name: 'Email', user: { email: 'a@example.test' } }, ...patch }))
  const account = store.getState().account.byNamespace.eip155!
  const dispatch = store.dispatch
  store.dispatch = ((action: unknown) => (seen.push(action), dispatch(action as never))) as typeof store.dispatch
  return { seen, q: renderInStore(<AccountTypeSwitch account={account} />, store).q }
}

describe('AccountTypeSwitch', () => {
  it('names the smart account, says it is not deployed yet, and asks to switch to the key account', () => {
    const { q, seen } = render({ allAccounts: [{ address: SMART, type: 'smartAccount', namespace: 'eip155' }], smartAccountDeployed: false }, ['eip155:1'])
    expect(q('airlock-account-type-name')?.textContent).toBe('Smart account')
    expect(q('airlock-smart-account-deployed')?.textContent).toBe('Not deployed yet: its first transaction deploys it')
    act(() => q('airlock-account-type-switch')!.click())
    expect(seen).toContainEqual(accountTypeSwitchRequested({ type: 'eoa' }))
  })

  it('offers the smart account back from the key account', () => {
    const { q, seen } = render({ allAccounts: [{ address: SMART, type: 'eoa', namespace: 'eip155' }] }, ['eip155:1'])
    expect(q('airlock-account-type-name')?.textContent).toBe('Key account')
    expect(q('airlock-smart-account-deployed')).toBeNull()
    act(() => q('airlock-account-type-switch')!.click())
    expect(seen).toContainEqual(accountTypeSwitchRequested({ type: 'smartAccount' }))
  })

  it('is absent where the network has no bundler, and for a wallet that is not the embedded one', () => {
    expect(render({ allAccounts: [{ address: SMART, type: 'smartAccount', namespace: 'eip155' }] }, []).q('airlock-account-type')).toBeNull()
    expect(render({ allAccounts: [{ address: SMART, type: 'eoa', namespace: 'eip155' }], connectedWalletInfo: { name: 'Test Wallet' } }, ['eip155:1']).q('airlock-account-type')).toBeNull()
  })
})
