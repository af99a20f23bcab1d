import { describe, expect, it } from 'vitest'
import { connectionEventFor, isSentEvent } from './analyticsEvents'
import { buildAnalyticsBody, uuid } from './buildAnalyticsBody'

describe('analytics events', () => {
  it('never sends the modal-created event', () => {
    expect(isSentEvent('MODAL_CREATED')).toBe(false)
    expect(isSentEvent('MODAL_OPEN')).toBe(true)
  })
  it('maps status changes to connect success, error and disconnect', () => {
    expect(connectionEventFor('connecting', 'connected')).toBe('CONNECT_SUCCESS')
    expect(connectionEventFor('connecting', 'disconnected')).toBe('CONNECT_ERROR')
    expect(connectionEventFor('connected', 'disconnected')).toBe('DISCONNECT_SUCCESS')
    expect(connectionEventFor('disconnected', 'connecting')).toBeUndefined()
    expect(connectionEventFor('connected', 'connected')).toBeUndefined()
  })
  it('builds the body: eventId, url, domain, timestamp, props with the address', () => {
    const body = buildAnalyticsBody({ event: 'CONNECT_SUCCESS', properties: { name: 'Test Wallet' } }, { pageUrl: 'http://127.0.0.1:15173', address: '0xabc', now: 42, eventId: 'e1' })
    expect(body).toEqual({
      eventId: 'e1',
      url: 'http://127.0.0.1:15173',
      domain: '127.0.0.1',
      timestamp: 42,
      props: { type: 'track', event: 'CONNECT_SUCCESS', properties: { name: 'Test Wallet' }, address: '0xabc' },
    })
  })
  it('makes v4 uuids', () => {
    expect(uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
