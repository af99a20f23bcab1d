import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findWildcardPostMessages } from './lib/findWildcardPostMessages'

const SAMPLES: Record<string, string> = {
  'literal.ts': "window.postMessage({}, '*')",
  'template.ts': 'window.postMessage({}, `*`)',
  'templateHole.ts': "const star = '*'\nwindow.postMessage({}, `${star}`)",
  'variable.ts': "let target = '*'\nparent.postMessage({ a: 1 }, target)",
  'assigned.ts': "let target = location.origin\ntarget = '*'\nparent.postMessage({ a: 1 }, target)",
  'constant.ts': "import { ANY } from './constants'\nwindow.top?.postMessage('hi', ANY)",
  'constants.ts': "export const ANY = '*' as const",
  'options.ts': "window.postMessage('hi', { targetOrigin: '*' })",
  'optionsVariable.ts': "const targetOrigin = '*'\nconst opts = { targetOrigin }\nwindow.postMessage('hi', opts)",
  'conditional.ts': "declare const dev: boolean\nwindow.postMessage('hi', dev ? '*' : location.origin)",
  'fallback.ts': "declare const origin: string | undefined\nwindow.postMessage('hi', origin ?? '*')",
  'element.ts': "window['postMessage']('hi', \"*\")",
  'page.html': "<script>const o = '*'; window.parent.postMessage('x', o)</script>",
}
const SAFE: Record<string, string> = {
  'safe.ts': "const modalOrigin = new URL('http://localhost:1').origin\nwindow.postMessage('hi', modalOrigin)\nwindow.postMessage('hi', { targetOrigin: modalOrigin })\nnew MessageChannel().port1.postMessage('x', [])",
  'safeTemplate.ts': "declare const host: string\nwindow.postMessage('hi', `http://${host}`)",
}

function writeSamples(samples: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-postmessage-'))
  return Object.entries(samples).map(([name, text]) => {
    writeFileSync(join(dir, name), text)
    return join(dir, name)
  })
}

describe('security.md #3', () => {
  it("no source file posts to the wildcard origin '*', in any form", () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs', '*.html'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.endsWith('.d.ts') && !file.endsWith('noWildcardPostMessage.test.ts'))
    expect(files.length).toBeGreaterThan(20)
    expect(findWildcardPostMessages(files)).toEqual([])
  }, 60_000)

  it('finds the wildcard as a literal, template, variable, imported constant, options object, conditional and in HTML', () => {
    const files = writeSamples(SAMPLES).filter((f) => !f.endsWith('constants.ts'))
    const found = findWildcardPostMessages(files).map((f) => f.file.split('/').pop())
    expect(found.sort()).toEqual(files.map((f) => f.split('/').pop()).sort())
  })

  it('accepts a concrete origin, an options object with one, and a MessagePort transfer list', () => {
    expect(findWildcardPostMessages(writeSamples(SAFE))).toEqual([])
  })
})
