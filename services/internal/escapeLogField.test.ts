import { describe, expect, it } from 'vitest'
import { escapeLogField } from './escapeLogField'

describe('escapeLogField', () => {
  it('keeps a forged line on the line it came in on', () => {
    const out = escapeLogField('demo\n[relay] 00:00:00.000 c1 open admin\r\u001b[2J')
    expect(out).not.toMatch(/[\n\r\u001b]/)
    expect(out).toBe('demo\\n[relay] 00:00:00.000 c1 open admin\\r\\u001b[2J')
  })
  it('cuts long values and says how long they were, and shows missing ones as -', () => {
    expect(escapeLogField('x'.repeat(500), 10)).toBe('xxxxxxxxxx…(500 chars)')
    expect(escapeLogField(null)).toBe('-')
  })
})
