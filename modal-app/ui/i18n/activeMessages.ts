/**
 * The loaded catalog's texts (empty for English), which `t` prefers over the English files: one
 * small mutable object in the first chunk, filled in place by the lazy loader (`applyLocale`)
 * before the first view renders, and again on a switch.
 *
 * @example
 * activeMessages['header.close'] // undefined in English, 'إغلاق' once Arabic is in
 */
export const activeMessages: Record<string, string | undefined> = {}
