import { useContext, useEffect, useId, useRef, useState } from 'react'
import { activeLocale } from '../i18n/activeLocale'
import { applyLocale } from '../i18n/applyLocale'
import { LOCALES, type Locale } from '../i18n/locales'
import { storedLocale } from '../i18n/storedLocale'
import { t } from '../i18n/t'
import '../i18n/settingsMessages'
import { LiveContext } from './LiveContext'

/** Set by a switch: the picker of the remounted tree takes the focus back, so the keyboard stays where it was. */
let refocus = false

/**
 * The visitor's language setting: a native select (keyboard and screen readers for free) of every
 * catalog, each named in its own language (`Intl.DisplayNames`, so the names need no catalog).
 * A pick is stored (`storedLocale`, it outranks the dapp's `language` option), its catalog is
 * fetched, and the modal re-renders in it (LocaleRoot remounts the tree on the change).
 *
 * @example
 * <LanguagePicker />
 */
export function LanguagePicker() {
  const id = useId()
  const select = useRef<HTMLSelectElement>(null)
  const [loading, setLoading] = useState(false)
  // The remounted card is inert until it is live again (useLiveAfterFrame): focus it then.
  const live = useContext(LiveContext)
  useEffect(() => {
    if (!refocus || !live) return
    refocus = false
    select.current?.focus({ preventScroll: true })
  }, [live])
  const pick = (tag: Locale) => {
    storedLocale.set(tag)
    refocus = true
    const wait = applyLocale(tag)
    if (!wait) return
    setLoading(true)
    // The tree remounts once the catalog is in; a failed fetch leaves English and this select.
    void wait.finally(() => select.current && setLoading(false))
  }
  return (
    <div className="airlock-language">
      <label className="airlock-text-secondary" htmlFor={id}>
        {t('language.label')}
      </label>
      <select
        id={id}
        ref={select}
        className="airlock-input"
        data-testid="airlock-language"
        value={activeLocale.tag}
        aria-busy={loading || undefined}
        onChange={(event) => pick(event.target.value as Locale)}
      >
        {LOCALES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {nativeName(tag)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A language's name in that language, capitalized as a list entry ("Español", "Português (Brasil)", "العربية"). */
function nativeName(tag: Locale): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
}
