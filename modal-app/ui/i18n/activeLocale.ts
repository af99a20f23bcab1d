/**
 * The language the modal speaks now: the catalog folder's tag, `en` until `applyLocale` loads
 * another. The format helpers and the language setting read it; `t` reads the texts themselves
 * from `activeMessages`, so only that object weighs on the first chunk.
 *
 * @example
 * activeLocale.tag // 'en', or 'ar' once its catalog is in
 */
export const activeLocale: { tag: string } = { tag: 'en' }
