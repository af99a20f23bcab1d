import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

/** One relative link of a markdown file whose file or anchor does not exist. */
export interface BrokenMarkdownLink {
  file: string
  line: number
  link: string
}

const LINK = /\]\(([^)\s]+)\)/g

/** The anchors a markdown file offers: its headings as GitHub spells them, and explicit `<a id>` / `<a name>`. */
function anchorsIn(text: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of text.split('\n')) {
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1]
    if (heading !== undefined) {
      const base = heading
        .replace(/<[^>]+>/g, '')
        .replace(/\\(.)/g, '$1')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-')
      // GitHub numbers repeated headings: `x`, `x-1`, `x-2`.
      const n = seen.get(base) ?? 0
      seen.set(base, n + 1)
      anchors.add(n === 0 ? base : `${base}-${n}`)
    }
    for (const m of line.matchAll(/<a (?:id|name)="([^"]+)"/g)) anchors.add(m[1]!)
  }
  return anchors
}

/**
 * Finds the relative links of markdown `files` (paths under `root`) that point at a file that is
 * not there, or at an anchor the target does not have (headings by their GitHub anchor, and
 * `<a id>` / `<a name>` tags). Links with a scheme (`https:`, `mailto:`) are left to the web;
 * a bare `#anchor` is checked in its own file. The generated API reference (docs/api) is
 * checked with it, so a renamed export can't leave a link pointing nowhere.
 *
 * @example
 * findBrokenMarkdownLinks(['docs/api/README.md'], process.cwd()) // []
 */
export function findBrokenMarkdownLinks(files: readonly string[], root: string): BrokenMarkdownLink[] {
  const texts = new Map<string, string>()
  const textOf = (path: string) => {
    if (!texts.has(path)) texts.set(path, readFileSync(path, 'utf8'))
    return texts.get(path)!
  }
  const found: BrokenMarkdownLink[] = []
  for (const file of files) {
    const path = resolve(root, file)
    textOf(path)
      .split('\n')
      .forEach((line, index) => {
        for (const [, link] of line.matchAll(LINK)) {
          if (/^[a-z][a-z0-9+.-]*:/i.test(link!)) continue
          const [target = '', anchor] = link!.split('#')
          const to = target === '' ? path : resolve(dirname(path), decodeURIComponent(target))
          const ok = existsSync(to) && (!anchor || (to.endsWith('.md') && statSync(to).isFile() && anchorsIn(textOf(to)).has(anchor)))
          if (!ok) found.push({ file: relative(root, path) || file, line: index + 1, link: link! })
        }
      })
  }
  return found
}
