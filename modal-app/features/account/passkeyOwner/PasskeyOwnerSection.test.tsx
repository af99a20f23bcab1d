// @vitest-environment jsdom
import { act } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { mainnet } from '../../../../shared/networks'
import { makeStore } from '../../../app/makeStore'
import { accountUpdated } from '../../../state/account/accountSlice'
import { caipNetworkChanged } from '../../../state/network/networkSlice'
import { optionsReceived } from '../../../state/options/optionsSlice'
import { renderInStore } from '../../../testing/renderInStore'
import { passkeyOwners } from '../../../wallets/embedded/passkeyOwner/passkeyOwners'
import PasskeyOwnerSection from './PasskeyOwnerSection'

const SMART = '0x1111111111111111111111111111111111111111'

function render() {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
  store.dispatch(caipNetworkChanged(mainnet))
  store.dispatch(accountUpdated({ namespace: 'eip155', address: SMART, status: 'connected', connectedWalletInfo: { name: 'Email', user: { email: 'a@example.test' } }, allAccounts: [{ address: SMART, type: 'smartAccount', namespace: 'eip155' }] }))
  return { store, q: renderInStore(<PasskeyOwnerSection address={SMART} caipNetworkId="eip155:1" />, store).q }
}

describe('PasskeyOwnerSection', () => {
  beforeEach(() => {
    localStorage.clear()
    passkeyOwners.memory.clear()
  })

  it('offers to add a passkey owner, then says the account signs with it once one is recorded for this account and network', () => {
    const { q } = render()
    expect(q('airlock-passkey-owner')?.getAttribute('data-state')).toBe('none')
    expect(q('airlock-passkey-owner-add')?.textContent).toBe('Add a passkey as owner')
    act(() => passkeyOwners.set(SMART, 'eip155:8453', { id: 'elsewhere', publicKey: `0x${'ab'.repeat(64)}` }))
    expect(q('airlock-passkey-owner')?.getAttribute('data-state')).toBe('none')
    act(() => passkeyOwners.set(SMART, 'eip155:1', { id: 'cred', publicKey: `0x${'ab'.repeat(64)}` }))
    expect(q('airlock-passkey-owner')?.getAttribute('data-state')).toBe('active')
    expect(q('airlock-passkey-owner')?.textContent).toBe('A passkey owns this account on this network: its transactions are signed with your passkey.')
  })

  it('says so when the passkey could not be added (no embedded wallet answers here), and lets the visitor try again', async () => {
    const { q, store } = render()
    await act(async () => q('airlock-passkey-owner-add')!.click())
    expect(store.getState().notifications).toMatchObject({ open: true, variant: 'error', message: 'The passkey could not be added as an owner' })
    expect(q('airlock-passkey-owner-add')?.hasAttribute('disabled')).toBe(false)
  })
})
