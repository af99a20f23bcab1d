import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findBrokenMarkdownLinks } from './findBrokenMarkdownLinks'

describe('findBrokenMarkdownLinks', () => {
  it('finds a missing file, a missing heading and a missing anchor; takes headings, repeats, <a id> and web links as they are', () => {
    const root = mkdtempSync(join(tmpdir(), 'airlock-links-'))
    mkdirSync(join(root, 'api', 'classes'), { recursive: true })
    writeFileSync(join(root, 'api', 'classes', 'Modal.md'), '# Class: Modal\n\n## Methods\n\n### open()\n\n### open()\n\n<a id="ready"></a>\n')
    writeFileSync(
      join(root, 'api', 'README.md'),
      [
        '[ok](classes/Modal.md) [ok](classes/Modal.md#methods) [ok](classes/Modal.md#open-1) [ok](classes/Modal.md#ready)',
        '[web](https://example.org/nowhere.md) [self](#index)',
        '# Index',
        '[gone](classes/Gone.md) [no heading](classes/Modal.md#close) [no anchor](#nowhere)',
      ].join('\n'),
    )
    expect(findBrokenMarkdownLinks(['api/README.md'], root)).toEqual([
      { file: 'api/README.md', line: 4, link: 'classes/Gone.md' },
      { file: 'api/README.md', line: 4, link: 'classes/Modal.md#close' },
      { file: 'api/README.md', line: 4, link: '#nowhere' },
    ])
  })
})
