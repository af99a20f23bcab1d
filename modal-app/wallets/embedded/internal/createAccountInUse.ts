import type { LocalAccount } from 'viem'
import { UnauthorizedError } from '../../../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import type { ConnectorEvents } from '../../Connector'
import type { SmartAccounts } from './createSmartAccounts'
import { preferredAccountType, type EvmAccountType } from './preferredAccountType'

/** Which account the embedded wallet acts with: its key's, or the smart account the key owns. */
export interface AccountInUse {
  /** The account type in use (the preferred one where the network has a bundler, else the key's). */
  type(): EvmAccountType
  /** The address the dapp sees on a network: the smart account's where it can act, else the key's; sets the type in use. */
  addressOn(network: AirlockNetwork): Promise<string>
  /** Reports the preferred type, whether the smart account is deployed, the account in use and the smart-account networks (docs/entities.md#network). */
  publish(network: AirlockNetwork): Promise<void>
}

/**
 * The embedded wallet's smart-account side: from the visitor's preferred type (kept per key
 * address) and whether the network has a bundler, which account acts (`addressOn`), and what the
 * Account view shows of it (`publish`, reported as an `accountType` notice; the hub writes it).
 * `owner` is the signed-in key, or null when signed out.
 *
 * @example
 * const inUse = createAccountInUse({ smart, owner: () => wallet?.account() ?? null, report })
 * report.accountsChanged('eip155', [await inUse.addressOn(network)])
 * await inUse.publish(network)
 */
export function createAccountInUse({ smart, owner, report }: { smart: SmartAccounts; owner(): LocalAccount | null; report: Pick<ConnectorEvents, 'noticed'> }): AccountInUse {
  let accountType: EvmAccountType = 'eoa'
  return {
    type: () => accountType,
    async addressOn(network) {
      const key = owner()
      if (!key) throw new UnauthorizedError()
      accountType = preferredAccountType.get(key.address) === 'smartAccount' && smart.available(network) ? 'smartAccount' : 'eoa'
      return accountType === 'smartAccount' ? (await smart.wallet(key, network)).account.address : key.address
    },
    async publish(network) {
      const key = owner()
      if (!key) return
      const preferred = preferredAccountType.get(key.address) ?? 'smartAccount'
      const account = smart.available(network) ? await smart.wallet(key, network) : undefined
      const deployed = account ? await account.isDeployed().catch(() => false) : false
      report.noticed({
        type: 'accountType',
        smartAccountNetworks: smart.enabledNetworks(),
        preferredAccountType: preferred,
        smartAccountDeployed: deployed,
        // Only the account in use: the public state lists allAccounts to the dapp, which acts with one.
        allAccounts: [{ address: accountType === 'smartAccount' && account ? account.account.address : key.address, type: accountType, namespace: 'eip155' }],
      })
    },
  }
}
