/**
 * The `reason` a PopupBlockedError carries in its data and the connecting view switches on. Its
 * own module so the view's chunk (and the modal's start) doesn't pull the error classes in.
 */
export const POPUP_BLOCKED_REASON = 'POPUP_BLOCKED' as const
