// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { LocaleRoot } from '../../app/LocaleRoot'
import { makeStore } from '../../app/makeStore'
import { renderInStore, type Rendered } from '../../testing/renderInStore'
import { activeLocale } from '../i18n/activeLocale'
import { applyLocale } from '../i18n/applyLocale'
import { LOCALES } from '../i18n/locales'
import { storedLocale } from '../i18n/storedLocale'
import { LanguagePicker } from './LanguagePicker'

let rendered: Rendered

afterEach(() => {
  storedLocale.memory = undefined
  localStorage.clear()
  void applyLocale('en')
})

const select = () => rendered.q<HTMLSelectElement>('airlock-language')!

describe('LanguagePicker', () => {
  it('offers every catalog, each named in its own language, the current one selected and labelled', () => {
    rendered = renderInStore(<LanguagePicker />, makeStore())
    const options = [...select().options]
    expect(options.map((o) => o.value)).toEqual([...LOCALES])
    expect(options.find((o) => o.value === 'ar')).toMatchObject({ text: 'العربية', lang: 'ar' })
    expect(options.find((o) => o.value === 'pt-BR')?.text).toBe('Português (Brasil)')
    expect(options.find((o) => o.value === 'ja')?.text).toBe('日本語')
    expect(select().value).toBe('en')
    expect(rendered.container.querySelector(`label[for="${select().id}"]`)?.textContent).toBe('Language')
  })

  it('stores the pick, switches the language, remounts the tree in it and keeps the focus on the setting', async () => {
    rendered = renderInStore(
      <LocaleRoot>
        <LanguagePicker />
      </LocaleRoot>,
      makeStore(),
    )
    const before = select()
    await act(async () => {
      before.value = 'he'
      before.dispatchEvent(new Event('change', { bubbles: true }))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    await act(async () => {
      await applyLocale('he')
    })
    expect(storedLocale.get()).toBe('he')
    expect(localStorage.getItem('airlock:language')).toBe('he')
    expect(activeLocale.tag).toBe('he')
    expect(document.documentElement).toMatchObject({ lang: 'he', dir: 'rtl' })
    expect(select()).not.toBe(before)
    expect(select().value).toBe('he')
    expect(document.activeElement).toBe(select())
  })
})
