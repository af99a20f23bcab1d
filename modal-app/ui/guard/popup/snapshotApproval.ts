import type { ApprovalSnapshot } from './approvalPopupMessage'

/**
 * Parts of a guarded view that are not the approval itself: its buttons and confirm step, the
 * guard's hint, and the "scroll for more" cue.
 */
const NOT_SHOWN = '.airlock-actions, .airlock-hint, [aria-hidden="true"], [role="group"], button'

const linesOf = (el: HTMLElement) => (el.innerText || el.textContent || '').split('\n').map((line) => line.trim()).filter(Boolean)

/**
 * The approval on screen as the modal's own views drew it (issue 37 #3: the window shows the same
 * views' words, the same decoded facts): one block per part of `root` (the title, the headline,
 * who asks, the details), each as its rendered lines (`innerText`, so a line break the layout
 * makes is kept), without buttons, hints or cues, plus the theme and the language it is drawn in. Text only: the
 * window renders it with `textContent`, never as markup.
 *
 * @example
 * const snapshot = snapshotApproval(rootRef.current)
 */
export function snapshotApproval(root: HTMLElement): ApprovalSnapshot {
  const blocks = [...root.children]
    .filter((child): child is HTMLElement => child instanceof HTMLElement && !child.matches(NOT_SHOWN))
    .map((child) => {
      const lines = linesOf(child)
      // A cue or button nested inside a part (the details' "Scroll for more") is left out too.
      for (const nested of child.querySelectorAll<HTMLElement>(NOT_SHOWN)) {
        for (const line of linesOf(nested)) {
          const at = lines.findIndex((l) => l.includes(line))
          if (at >= 0) lines[at] = lines[at]!.replace(line, '').trim()
        }
      }
      return lines.filter(Boolean)
    })
    .filter((lines) => lines.length > 0)
  const themed = root.closest<HTMLElement>('.airlock-root')
  const vars: Record<string, string> = {}
  if (themed) {
    for (let i = 0; i < themed.style.length; i++) {
      const name = themed.style.item(i)
      if (name.startsWith('--airlock-')) vars[name] = themed.style.getPropertyValue(name)
    }
  }
  // The language applyLocale gave the modal's document (`<html lang dir>`).
  const html = root.ownerDocument.documentElement
  return { blocks, mode: themed?.dataset.theme === 'light' ? 'light' : 'dark', vars, locale: html.lang || 'en', dir: html.dir === 'rtl' ? 'rtl' : 'ltr' }
}
