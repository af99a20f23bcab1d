/**
 * The language the modal speaks now: its tag (the catalog folder's name, `en` when none is
 * loaded) and the loaded catalog's texts, which `t` prefers over the English files. One small
 * mutable object in the first chunk, so `t` and the format helpers read it without a store; the
 * lazy loader (`applyLocale`) fills it before the first view renders, and again on a switch.
 *
 * @example
 * activeLocale.tag // 'en', or 'ar' once its catalog is in
 */
export const activeLocale: { tag: string; messages: Record<string, string | undefined> } = { tag: 'en', messages: {} }
