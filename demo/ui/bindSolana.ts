import type { AirlockModal } from '../../host-sdk'
import { byTestId } from './byTestId'
import { storedFlag } from './storedFlag'

const flag = storedFlag('airlock-demo-solana-on')

/**
 * Whether the visitor turned Solana on (kept in localStorage). Read before the modal is made:
 * its networks are fixed at creation.
 *
 * @example
 * const networks = solanaOn() ? [solanaDevnet, mainnet, base] : [mainnet, base]
 */
export function solanaOn(): boolean {
  return flag.on()
}

/**
 * The "Solana" card: a toggle that adds the local Solana chain (it plays devnet) to the modal's
 * networks or takes it away (the page reloads, since networks are fixed when the modal is made),
 * and, while it is on, a button that opens the modal's network list to move between Solana and
 * the EVM chains.
 *
 * @example
 * bindSolana(airlock)
 */
export function bindSolana(modal: AirlockModal, reload = () => location.reload()): void {
  const toggle = byTestId<HTMLButtonElement>('demo-solana-toggle')
  const state = byTestId('demo-solana-state')
  const networks = byTestId<HTMLButtonElement>('demo-solana-networks')
  const on = solanaOn()
  toggle.textContent = on ? 'Turn Solana off' : 'Turn Solana on'
  toggle.dataset.on = String(on)
  state.dataset.state = on ? 'on' : 'off'
  state.textContent = on ? 'On: the modal starts on the local Solana chain (as Solana Devnet).' : 'Off: the modal offers the EVM chains only.'
  networks.hidden = !on
  toggle.addEventListener('click', () => flag.flipAndReload(reload))
  networks.addEventListener('click', () => {
    modal.open('Networks').catch((error: unknown) => console.warn('Airlock demo: opening the network list failed', error))
  })
}
