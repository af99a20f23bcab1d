import type { AirlockModal, PublicState } from '../../host-sdk'
import { byTestId } from './byTestId'
import { chainIdNumber, chainLabel, type NamedNetwork } from './chainLabel'
import { runAction } from './runAction'
import { setText } from './setText'
import { utf8ToHex } from './utf8ToHex'

/** The fixed text the Sign card asks the wallet to sign. */
export const SIGN_MESSAGE = 'Welcome to the Airlock demo! Signing this message proves you own this address. It costs nothing.'
/** 0.001 ETH in wei, as the hex quantity eth_sendTransaction wants. */
export const SEND_VALUE = '0x' + (10n ** 15n).toString(16)

export interface DemoActions {
  /** Enables the account actions and retargets "Switch chain" for a new modal state. */
  update(state: PublicState): void
}

/**
 * Wires the action cards to the provider: personal_sign, eth_sendTransaction, wallet_switchEthereumChain
 * and eth_requestAccounts, each showing its result or its error (code and message) in its own
 * output area. `afterSend` runs after a transfer went through (the demo reloads balances).
 *
 * @example
 * const actions = bindActions(modal, [mainnet, base], env.secondAccount, card.refreshBalances)
 * modal.subscribe(actions.update)
 */
export function bindActions(modal: AirlockModal, networks: readonly NamedNetwork[], secondAccount: string, afterSend: () => void): DemoActions {
  const { provider } = modal
  const sign = byTestId<HTMLButtonElement>('demo-sign')
  const send = byTestId<HTMLButtonElement>('demo-send')
  const recipient = byTestId<HTMLSelectElement>('demo-send-to')
  const switchChain = byTestId<HTMLButtonElement>('demo-switch')
  const requestAccounts = byTestId<HTMLButtonElement>('demo-request-accounts')
  const needsAccount = [sign, send, recipient, switchChain]
  let state = modal.getState()

  const account = () => {
    if (!state.address) throw new Error('Connect a wallet first.')
    return state.address
  }
  const otherChain = () => (chainIdNumber(state.chainId ?? state.caipNetworkId ?? '0x1') === 1 ? 8453 : 1)

  sign.addEventListener('click', () =>
    runAction(sign, byTestId('demo-sign-result'), async () =>
      String(await provider.request({ method: 'personal_sign', params: [utf8ToHex(SIGN_MESSAGE), account()] })),
    ),
  )
  send.addEventListener('click', () =>
    runAction(send, byTestId('demo-send-result'), async () => {
      const from = account()
      const to = recipient.value === 'self' ? from : secondAccount
      const hash = String(await provider.request({ method: 'eth_sendTransaction', params: [{ from, to, value: SEND_VALUE }] }))
      afterSend()
      return hash
    }),
  )
  switchChain.addEventListener('click', () =>
    runAction(switchChain, byTestId('demo-switch-result'), async () => {
      const target = otherChain()
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${target.toString(16)}` }] })
      return `Switched to ${chainLabel(target, networks)}`
    }),
  )
  requestAccounts.addEventListener('click', () =>
    runAction(requestAccounts, byTestId('demo-request-accounts-result'), async () =>
      JSON.stringify(await provider.request({ method: 'eth_requestAccounts' })),
    ),
  )

  const update = (next: PublicState) => {
    state = next
    const connected = next.status === 'connected' && !!next.address
    for (const control of needsAccount) control.disabled = !connected
    for (const hint of document.querySelectorAll<HTMLElement>('[data-needs-account-hint]')) hint.hidden = connected
    setText(switchChain, `Switch to ${chainLabel(otherChain(), networks).replace(/ \(\d+\)$/, '')}`)
  }
  update(state)
  return { update }
}
