import type { EngineDriver } from '../EngineDriver'

/**
 * True while the page shows no dialog: the Airlock modal waits closed (its dialog stays laid out,
 * `aria-modal` says whether it is shown) and no other dialog of the page is open (the demo
 * wallet's prompt; a page without one passes that half).
 *
 * @example
 * await poll(() => noDialogShown(session.driver), 'the modal to be closed')
 */
export function noDialogShown(driver: Pick<EngineDriver, 'evaluate'>): Promise<boolean> {
  return driver.evaluate<boolean>(`return document.querySelector('dialog[data-airlock="dialog"]')?.getAttribute('aria-modal') === 'false' && !document.querySelector('dialog[open]:not([data-airlock])')`)
}
