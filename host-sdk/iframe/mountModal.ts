/**
 * The exact sandbox tokens: never allow-top-navigation (security.md #17). The modal may hand the
 * top page to a wallet app's own scheme (`trust://…`) and open wallet web pages in a new tab, so
 * it opens wallet links itself and the pairing URI never passes through the host page (#16).
 * Where a browser denies the frame storage, the modal asks for it with the Storage Access API in
 * the visitor's click, which a sandboxed frame may do only with
 * `allow-storage-access-by-user-activation` (issue 37 #2).
 */
export const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-to-custom-protocols allow-storage-access-by-user-activation'

export interface MountedModal {
  dialog: HTMLDialogElement
  iframe: HTMLIFrameElement
  /** Whether the dialog is shown (between `show` and `hide`). */
  readonly shown: boolean
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
 * host can attach after the page's `load` (an iframe attached earlier delays that event). While
 * closed the dialog stays laid out but transparent and click-through: a display:none
 * iframe is throttled and would need a frame or two to wake up. The iframe fills the viewport;
 * the modal app draws its own backdrop and card, so the host never resizes anything.
 *
 * Where the browser has popovers, the closed dialog already waits in the top layer (a manual
 * popover), and opening only changes its opacity, click-through and ARIA state: `showModal()`
 * moves the dialog into the top layer, which rebuilds its layout tree with the iframe's in it
 * and cost the host page's frame about 10 ms at 4× CPU, most of the open budget. The open
 * dialog is then modal by its own means: it covers the viewport and takes every click, the
 * modal (which has the focus) traps Tab and handles Escape inside its frame, and `aria-modal`
 * hides the page from assistive technology. When something of the page's own is in the top
 * layer (its modal dialog, which would leave ours inert, or a popover or fullscreen element
 * above ours), and where there are no popovers, the dialog opens with `showModal()`.
 *
 * The focus: waiting closed, the dialog never takes the page's focus; `show()` moves it into the
 * frame in the task that opened it, and while shown, a focus the page gets back with the frame
 * as its focused element (Chromium, a frame focused as its document committed) goes back in.
 *
 * @example
 * const modal = mountModal(new URL('https://modal.example/?projectId=p'), document.body, 999)
 * modal.attach() // starts loading the modal
 * modal.show()
 */
export function mountModal(src: URL, container: HTMLElement, zIndex: number): MountedModal {
  const dialog = document.createElement('dialog')
  const popover = 'showPopover' in dialog
  dialog.dataset.airlock = 'dialog'
  dialog.ariaLabel = 'Connect wallet'
  if (popover) dialog.popover = 'manual'
  // One cssText string rather than a style object: the same rules in fewer bytes of the budgeted script.
  // will-change: the closed dialog is painted and composited while transparent, so showing it is a compositor
  // property change with no paint or layerization on the host's frame (opacity 0 alone is skipped by paint).
  dialog.style.cssText = `position:fixed;inset:0;width:100vw;height:100dvh;max-width:100vw;max-height:100dvh;margin:0;padding:0;border:0;background:transparent;overflow:hidden;display:block;will-change:opacity;z-index:${zIndex}`
  let shown = false
  // No `inert` while closed: toggling it restyles the iframe and its whole document on open. The
  // closed dialog takes no clicks, is hidden from assistive technology, and the modal's own
  // root is inert until the opened modal is on screen, so nothing in it can take focus.
  const setShown = (on: boolean) => {
    shown = on
    dialog.style.opacity = on ? '1' : '0'
    dialog.style.pointerEvents = on ? 'auto' : 'none'
    dialog.ariaModal = `${on}`
    dialog.ariaHidden = on ? null : 'true'
  }
  setShown(false)
  const style = document.createElement('style')
  style.textContent = 'dialog[data-airlock]::backdrop{background:transparent}'
  const iframe = document.createElement('iframe')
  iframe.setAttribute('sandbox', SANDBOX)
  iframe.allow = `clipboard-write ${src.origin}; publickey-credentials-get ${src.origin}; publickey-credentials-create ${src.origin}`
  iframe.title = 'Airlock wallet modal'
  iframe.referrerPolicy = 'origin'
  iframe.dataset.airlock = 'iframe'
  iframe.style.cssText = 'width:100%;height:100%;border:0;display:block;color-scheme:normal;background:transparent'
  iframe.src = src.href
  dialog.append(style, iframe)
  // A dialog shown as a popover runs the dialog focusing steps: they would focus the iframe, taking
  // the focus off the page's own field as the modal preloads, and a frame focused before its
  // document arrived handed the focus back to the page later, after open() had moved it in (typed
  // keys then reached neither). Inert for that one call, the dialog has nothing to focus.
  const waitInTopLayer = () => {
    dialog.inert = true
    dialog.showPopover()
    dialog.inert = false
  }
  // The page's window gets a focus event only when the page itself is the focused frame: with the
  // iframe its focused element, keys then reach neither document. Chromium ends up there when the
  // frame was focused as its document was committing (a cold open in the click that started it):
  // the page takes the focus back as the frame is swapped in. While shown, it goes back in, in a
  // task of its own (inside that event the swap is not done, and the focus stayed out), through
  // the frame's window: the modal keeps its focused element and sees no blur (a blur voids a press
  // on an approval), and where the frame already has the focus nothing happens.
  const refocus = () => {
    if (!shown || document.activeElement !== iframe) return
    iframe.contentWindow?.focus()
  }
  const onPageFocus = () => void setTimeout(refocus)
  window.addEventListener('focus', onPageFocus)
  let attached = false
  const attach = () => {
    if (attached) return
    attached = true
    container.append(dialog)
    if (popover) waitInTopLayer()
  }
  return {
    dialog,
    iframe,
    get shown() {
      return shown
    },
    attach,
    show() {
      attach()
      if (shown) return
      // Anything of the page's own in the top layer (`:modal` also matches a fullscreen element) puts ours back on top, as a modal dialog.
      if (!popover || [...document.querySelectorAll(':modal,:popover-open')].some((el) => el !== dialog)) {
        if (popover) dialog.hidePopover()
        dialog.showModal()
      }
      setShown(true)
      // In the click's task, though focus() forces a style pass here: moved to the next animation frame it
      // could land after the modal had taken input and a field inside it had the focus, and pull the focus
      // off that field (typed text went nowhere in the e2e suite).
      iframe.focus()
    },
    hide() {
      if (!shown) return
      setShown(false)
      if (!dialog.open) return
      // Opened as a modal dialog: back to waiting in the top layer for the next open.
      dialog.close()
      if (popover && dialog.isConnected) waitInTopLayer()
    },
    setZIndex(z) {
      dialog.style.zIndex = String(z)
    },
    remove() {
      attached = true
      window.removeEventListener('focus', onPageFocus)
      dialog.remove()
    },
  }
}
