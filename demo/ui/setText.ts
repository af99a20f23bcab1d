/**
 * Writes `text` into `element` only when it reads otherwise. The demo rewrites its labels on every
 * state the modal sends, and a write replaces the element's text node even when the text is the
 * same, and WebKit (Safari's engine) was seen to drop the click of a press made as that happened:
 * its mousedown and mouseup reached "Switch to Base", no click followed, and the switch never
 * started (the engine suite's "switch to Base"). An unchanged label is left alone.
 *
 * @example
 * setText(byTestId('demo-chain'), 'Base (8453)')
 */
export function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text
}
