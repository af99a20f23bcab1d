/**
 * Finds the element with `data-testid="<id>"`, failing loudly if the page lost it: the demo's
 * markup and its scripts must stay in step.
 *
 * @example
 * const button = byTestId<HTMLButtonElement>('demo-connect')
 */
export function byTestId<T extends HTMLElement = HTMLElement>(id: string, root: ParentNode = document): T {
  const element = root.querySelector<T>(`[data-testid="${id}"]`)
  if (!element) throw new Error(`demo markup is missing [data-testid="${id}"]`)
  return element
}
