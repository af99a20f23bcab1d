/** The provider's checkout window of the purchase under way, while this modal holds it. */
let current: Window | null = null

/**
 * Opens the on-ramp provider's checkout as a popup (synchronously, in the click: a window opened
 * after an await is blocked) and keeps hold of it, so the modal can close it once the purchase
 * arrived. Null when the browser blocked it.
 *
 * @example
 * const popup = openProviderWindow(checkout.url) // null: blocked
 */
export function openProviderWindow(url: string): Window | null {
  current = window.open(url, 'airlock-onramp', 'popup,width=440,height=680')
  return current
}

/**
 * Closes the provider's window if it is still open: the purchase arrived, nothing is left to do
 * there (the local provider's page also closes itself after its receipt; a real provider's may
 * not).
 *
 * @example
 * closeProviderWindow()
 */
export function closeProviderWindow(): void {
  if (current && !current.closed) current.close()
  current = null
}
