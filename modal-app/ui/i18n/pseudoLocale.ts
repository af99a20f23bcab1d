/**
 * The pseudo-locale's tag (`en-XA`, the private-use region tools use for accented English). It is
 * no language for visitors: the catalog plugin serves it only in the test profile, generated from
 * the English files, and `chooseLocale` takes it only when that catalog exists and is asked for
 * by its exact tag.
 */
export const PSEUDO_LOCALE = 'en-XA'
