import type { AuthClient } from '../authClient/createAuthClient'
import type { LocalAccount } from 'viem'
import { describe, expect, it } from 'vitest'
import { base, mainnet } from '../../../../shared/networks/networks'
import type { ChainNamespace } from '../../../../shared/caip'
import { makeStore } from '../../../app/makeStore'
import { optionsReceived } from '../../../state/options/optionsSlice'
import type { ConnectorNotice } from '../../ConnectorNotice'
import type { EmbeddedSessionStore } from '../session/createEmbeddedSessionStore'
import { answerEmbeddedRequests } from './answerEmbeddedRequests'
import type { AccountInUse } from './createAccountInUse'
import { createGrantChecks } from './createGrantChecks'
import type { SmartAccounts } from './createSmartAccounts'
import { embeddedNetworks } from './embeddedNetworks'

const OWNER = '0x1111111111111111111111111111111111111111'

function setup({ signedIn = true } = {}) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, base] }))
  const notices: ConnectorNotice[] = []
  const wallet = { account: () => ({ address: OWNER }) as unknown as LocalAccount, solanaAccount: () => null, polkadotAccount: () => null, bitcoinAccount: () => null } as unknown as EmbeddedSessionStore
  const smart = { enabledNetworks: () => ['eip155:8453'], chainOf: (id: string) => (id === '0xbatch' ? 8453 : undefined) } as unknown as SmartAccounts
  const inUse = { type: () => 'eoa' } as AccountInUse
  const answer = answerEmbeddedRequests({ store, report: { noticed: (n) => void notices.push(n) }, session: { current: () => (signedIn ? wallet : undefined), client: () => ({ authUrl: '', projectId: 'p' }) as AuthClient }, networks: embeddedNetworks(store), smart, inUse, grants: createGrantChecks(store) })
  return { answer, notices }
}

describe('answerEmbeddedRequests', () => {
  it('refuses with 4100 when signed out or without keys for the namespace (no Bitcoin or Polkadot network, no key) and 4200 for a namespace it does not serve', async () => {
    const { answer } = setup({ signedIn: false })
    await expect(answer('eip155', { method: 'personal_sign', params: ['0x68', OWNER] })).rejects.toMatchObject({ code: 4100 })
    await expect(answer('solana', { method: 'solana_signMessage' })).rejects.toMatchObject({ code: 4100 })
    await expect(setup().answer('bip122', { method: 'signPsbt' })).rejects.toMatchObject({ code: 4100 })
    await expect(setup().answer('polkadot', { method: 'polkadot_signMessage' })).rejects.toMatchObject({ code: 4100 })
    await expect(setup().answer('cosmos' as ChainNamespace, { method: 'cosmos_signDirect' })).rejects.toMatchObject({ code: 4200 })
  })

  it('answers the capabilities of the key in use and hands a known batch to the calls status view as a notice', async () => {
    const { answer, notices } = setup()
    expect(await answer('eip155', { method: 'wallet_getCapabilities', params: [OWNER] })).toBeTypeOf('object')
    expect(await answer('eip155', { method: 'wallet_showCallsStatus', params: ['0xbatch'] })).toBeNull()
    expect(notices).toEqual([{ type: 'callsStatusShown', id: '0xbatch' }])
    await expect(answer('eip155', { method: 'wallet_showCallsStatus', params: ['0xother'] })).rejects.toMatchObject({ code: 5730 })
  })
})
