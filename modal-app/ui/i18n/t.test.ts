import { describe, expect, it } from 'vitest'
import { VIEW_NAMES } from '../../features/router/viewNames'
import en from '../locales/en.json'
import { t, type MessageKey } from './t'

describe('t', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(t('connect.social.with', { provider: 'Google' })).toBe('Continue with Google')
    expect(t('connect.social.with')).toBe('Continue with {provider}')
  })
  it('has a title for every view', () => {
    for (const view of VIEW_NAMES) expect(en[`views.${view}.title` as MessageKey], view).toBeTruthy()
  })
})
