import { formatError } from './formatError'

/** What an output area currently shows; also a `data-state` attribute tests can wait on. */
export type ActionState = 'idle' | 'pending' | 'ok' | 'error'

/**
 * Runs one provider call for a button: marks the button busy, shows "Waiting…" in its output
 * area, then the result text or the error with its code. Never throws, so a click handler can
 * call it directly.
 *
 * @example
 * button.onclick = () => runAction(button, output, async () => String(await provider.request({ method: 'eth_chainId' })))
 */
export async function runAction(button: HTMLButtonElement, output: HTMLElement, action: () => Promise<string>): Promise<void> {
  button.setAttribute('aria-busy', 'true')
  show(output, 'pending', 'Waiting for the wallet…')
  try {
    show(output, 'ok', await action())
  } catch (error) {
    show(output, 'error', formatError(error))
  } finally {
    button.removeAttribute('aria-busy')
  }
}

function show(output: HTMLElement, state: ActionState, text: string): void {
  output.dataset.state = state
  output.textContent = text
}
