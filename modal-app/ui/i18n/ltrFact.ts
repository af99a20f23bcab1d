import { activeLocale } from './activeLocale'
import { RTL_LOCALES, type Locale } from './locales'

/**
 * A fact (an amount, an address) to set inside a translated sentence, isolated left to right when
 * the modal speaks a right-to-left language: wrapped in LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL
 * ISOLATE, so "5 AUSD" or "0x70…79C8" keeps its order inside Arabic or Hebrew text (a sentence is
 * one string, so no element can carry `dir` for it). Left-to-right languages get the text as is.
 *
 * @example
 * t('approve.headline.send', { amount: ltrFact('5 AUSD'), to: ltrFact('0x70…79C8') })
 */
export function ltrFact(text: string): string {
  return RTL_LOCALES.includes(activeLocale.tag as Locale) ? `\u2066${text}\u2069` : text
}
