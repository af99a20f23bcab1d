import type { DemoEnv } from '../build/DemoEnv'
import { byTestId } from './byTestId'
import { embedSnippet } from './embedSnippet'

/**
 * Fills the "Embed it" card with {@link embedSnippet} for this stack and wires its Copy button
 * (the clipboard, then "Copied" or why not in the status beside it), so a visitor takes the
 * whole working example, not a sketch of it.
 *
 * @example
 * renderEmbedSnippet(__AIRLOCK_DEMO__)
 */
export function renderEmbedSnippet(env: DemoEnv): void {
  const snippet = embedSnippet(env)
  byTestId('demo-embed-code').textContent = snippet
  const status = byTestId('demo-embed-copy-status')
  byTestId<HTMLButtonElement>('demo-embed-copy').addEventListener('click', () => {
    status.textContent = ''
    navigator.clipboard.writeText(snippet).then(
      () => (status.textContent = 'Copied.'),
      () => (status.textContent = 'The browser did not allow copying: select the code and copy it.'),
    )
  })
}
