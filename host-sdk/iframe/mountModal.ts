/**
 * The exact sandbox tokens: never allow-top-navigation (security.md #17). The modal may hand the
 * top page to a wallet app's own scheme (`trust://…`) and open wallet web pages in a new tab, so
 * it opens wallet links itself and the pairing URI never passes through the host page (#16).
 */
export const SANDBOX_TOKENS = [
  'allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-top-navigation-to-custom-protocols',
] as const

export interface MountedModal {
  dialog: HTMLDialogElement
  iframe: HTMLIFrameElement
  /** Puts the dialog (and so the loading iframe) into the page; once only, never after `remove`. */
  attach(): void
  /** Attaches if needed, then shows the dialog. */
  show(): void
  hide(): void
  setZIndex(z: number): void
  remove(): void
}

/**
 * Builds the `<dialog>` with the sandboxed modal iframe; `attach()` puts it into the page, so
 * the modal preloads and `open()` only has to show it. Building and attaching are apart so the
 * host can attach after the page's `load` (an iframe attached earlier delays that event). While closed the dialog stays laid out but transparent, click-through
 * and inert: a display:none iframe is throttled and would need a frame or two to wake up, which
 * is the whole open budget. The iframe fills the viewport; the modal app draws its own backdrop
 * and card, so the host never resizes anything.
 *
 * @example
 * const modal = mountModal(new URL('https://modal.example/?projectId=p'), document.body, 999)
 * modal.attach() // starts loading the modal
 * modal.show()
 */
export function mountModal(src: URL, container: HTMLElement, zIndex: number): MountedModal {
  const dialog = document.createElement('dialog')
  dialog.setAttribute('data-airlock', 'dialog')
  dialog.setAttribute('aria-label', 'Connect wallet')
  // One cssText string rather than a style object: the same rules in fewer bytes of the budgeted script.
  dialog.style.cssText = `position:fixed;inset:0;width:100vw;height:100dvh;max-width:100vw;max-height:100dvh;margin:0;padding:0;border:0;background:transparent;overflow:hidden;display:block;z-index:${zIndex}`
  const setShown = (shown: boolean) => {
    dialog.inert = !shown
    dialog.style.opacity = shown ? '1' : '0'
    dialog.style.pointerEvents = shown ? 'auto' : 'none'
  }
  setShown(false)
  const style = document.createElement('style')
  style.textContent = 'dialog[data-airlock]::backdrop{background:transparent}'
  const iframe = document.createElement('iframe')
  iframe.setAttribute('sandbox', SANDBOX_TOKENS.join(' '))
  iframe.setAttribute('allow', `clipboard-write ${src.origin}; publickey-credentials-get ${src.origin}; publickey-credentials-create ${src.origin}`)
  iframe.setAttribute('title', 'Airlock wallet modal')
  iframe.setAttribute('referrerpolicy', 'origin')
  iframe.setAttribute('data-airlock', 'iframe')
  iframe.style.cssText = 'width:100%;height:100%;border:0;display:block;color-scheme:normal;background:transparent'
  iframe.src = src.href
  dialog.append(style, iframe)
  let attached = false
  const attach = () => {
    if (attached) return
    attached = true
    container.append(dialog)
  }
  return {
    dialog,
    iframe,
    attach,
    show() {
      attach()
      setShown(true)
      if (!dialog.open) dialog.showModal()
      iframe.focus()
    },
    hide() {
      if (dialog.open) dialog.close()
      setShown(false)
    },
    setZIndex(z) {
      dialog.style.zIndex = String(z)
    },
    remove() {
      attached = true
      dialog.remove()
    },
  }
}
