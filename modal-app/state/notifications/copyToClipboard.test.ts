import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyToClipboard } from './copyToClipboard'
import { notificationRequested } from './notificationsSlice'

describe('copyToClipboard', () => {
  afterEach(() => vi.unstubAllGlobals())
  const messages = { copied: 'Copied', failed: 'Could not copy' }

  it('writes the text and toasts success', async () => {
    const written: string[] = []
    vi.stubGlobal('navigator', { clipboard: { writeText: async (t: string) => void written.push(t) } })
    const dispatch = vi.fn()
    await copyToClipboard('0xabc', messages)(dispatch, () => ({}) as never, {} as never)
    expect(written).toEqual(['0xabc'])
    expect(dispatch).toHaveBeenCalledWith(notificationRequested({ message: 'Copied', variant: 'success' }))
  })

  it('toasts the failure when the browser refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } })
    const dispatch = vi.fn()
    await copyToClipboard('0xabc', messages)(dispatch, () => ({}) as never, {} as never)
    expect(dispatch).toHaveBeenCalledWith(notificationRequested({ message: 'Could not copy', variant: 'error' }))
  })
})
