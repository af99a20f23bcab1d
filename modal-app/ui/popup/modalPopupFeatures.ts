/**
 * The `window.open` features of every popup the modal opens on its own origin (social sign-in,
 * the approval window): a small top-level window, not a tab, so the visitor sees it belongs to
 * the page they are on.
 */
export const MODAL_POPUP_FEATURES = 'popup=yes,width=480,height=680'
