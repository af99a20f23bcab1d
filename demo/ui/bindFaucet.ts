import type { AirlockModal, PublicState } from '../../host-sdk'
import { byTestId } from './byTestId'
import { chainIdNumber } from './chainLabel'
import { runAction } from './runAction'

/** 1 ETH in wei, as a hex quantity. */
export const FAUCET_AMOUNT = '0x' + (10n ** 18n).toString(16)

export interface Faucet {
  /** Enables the button for a connected account. */
  update(state: PublicState): void
  /** Hides the "get some ETH first" hint while the connected account has some (undefined: not known). */
  showBalance(wei: bigint | undefined): void
}

/**
 * The local stack's faucet: "Get 1 test ETH" sets the connected address's balance on the active
 * local anvil chain (anvil_setBalance on the chain's own RPC, not through the wallet), so a new
 * embedded wallet can send right after signing in. Only for the local chains of `npm start`.
 * Its hint, which tells a new wallet to get some ETH first, steps aside for a funded one.
 *
 * @example
 * const faucet = bindFaucet(airlock, env.rpcUrls, card.refreshBalances)
 * airlock.subscribe(faucet.update)
 */
export function bindFaucet(modal: AirlockModal, rpcUrls: Readonly<Record<string, string>>, afterFunding: () => void): Faucet {
  const button = byTestId<HTMLButtonElement>('demo-faucet')
  const hint = document.querySelector<HTMLElement>('[data-testid="demo-faucet-hint"]')
  let state = modal.getState()
  button.addEventListener('click', () =>
    runAction(button, byTestId('demo-faucet-result'), async () => {
      const address = state.address
      const url = rpcUrls[String(chainIdNumber(state.chainId ?? '0x1'))]
      if (!address || !url) throw new Error('Connect a wallet on a local chain first.')
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, FAUCET_AMOUNT] }),
      })
      const body = (await response.json()) as { error?: { message: string } }
      if (body.error) throw new Error(body.error.message)
      afterFunding()
      return `${address} now has 1 ETH`
    }),
  )
  const update = (next: PublicState) => {
    state = next
    button.disabled = !next.address
  }
  update(state)
  const showBalance = (wei: bigint | undefined) => {
    if (hint) hint.hidden = wei !== undefined && wei > 0n
  }
  return { update, showBalance }
}
