// @vitest-environment jsdom
import type { LocalAccount } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { base, mainnet } from '../../../../shared/networks/networks'
import type { ConnectorNotice } from '../../ConnectorNotice'
import { createAccountInUse } from './createAccountInUse'
import type { SmartAccounts } from './createSmartAccounts'
import { preferredAccountType } from './preferredAccountType'

const OWNER = '0x1111111111111111111111111111111111111111'
const SMART = '0x5555555555555555555555555555555555555555'

/** Smart accounts on Base only (the one network with a bundler here), deployed. */
const smart = {
  enabledNetworks: () => ['eip155:8453'],
  available: (network: { caipNetworkId: string }) => network.caipNetworkId === 'eip155:8453',
  wallet: async () => ({ account: { address: SMART }, isDeployed: async () => true }),
} as unknown as SmartAccounts

function setup(owner: string | null = OWNER) {
  const notices: ConnectorNotice[] = []
  const inUse = createAccountInUse({ smart, owner: () => (owner ? ({ address: owner } as unknown as LocalAccount) : null), report: { noticed: (n) => void notices.push(n) } })
  return { inUse, notices }
}

beforeEach(() => {
  localStorage.clear()
  preferredAccountType.memory.clear()
})

describe('createAccountInUse', () => {
  it('acts with the smart account where the visitor prefers it and the network has a bundler, else with the key', async () => {
    const { inUse } = setup()
    preferredAccountType.set(OWNER, 'smartAccount')
    expect(await inUse.addressOn(base)).toBe(SMART)
    expect(inUse.type()).toBe('smartAccount')
    expect(await inUse.addressOn(mainnet)).toBe(OWNER)
    expect(inUse.type()).toBe('eoa')
    preferredAccountType.set(OWNER, 'eoa')
    expect(await inUse.addressOn(base)).toBe(OWNER)
  })

  it('reports the account type, deployment, the account in use and the smart-account networks', async () => {
    const { inUse, notices } = setup()
    preferredAccountType.set(OWNER, 'smartAccount')
    await inUse.addressOn(base)
    await inUse.publish(base)
    expect(notices).toEqual([
      { type: 'accountType', smartAccountNetworks: ['eip155:8453'], preferredAccountType: 'smartAccount', smartAccountDeployed: true, allAccounts: [{ address: SMART, type: 'smartAccount', namespace: 'eip155' }] },
    ])
  })

  it('rejects with 4100 when signed out and reports nothing', async () => {
    const { inUse, notices } = setup(null)
    await expect(inUse.addressOn(base)).rejects.toMatchObject({ code: 4100 })
    await inUse.publish(base)
    expect(notices).toEqual([])
  })
})
