import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One pointer at a docs/ page or heading that does not exist. */
export interface BrokenDocLink {
  file: string
  line: number
  link: string
}

// `docs/views.md#stack` anywhere; in a page of docs/ itself, also markdown links to a sibling page
// (docs/api, generated, has its own check: findBrokenMarkdownLinks).
const REPO_LINK = /\bdocs\/([\w-]+\.md)(?:#([\w-]+))?/g
const SIBLING_LINK = /\]\(([\w-]+\.md)(?:#([\w-]+))?\)/g

/**
 * Finds the pointers at docs/ pages (`docs/<page>.md#<heading>` in code, tests and READMEs, and
 * `[…](<page>.md#<heading>)` between the pages) whose page or heading is missing, so a renamed
 * heading can't leave comments pointing nowhere. Headings are matched by their GitHub anchor:
 * lower case, punctuation dropped, spaces as hyphens.
 *
 * @example
 * findBrokenDocLinks(['modal-app/features/send/startSend.ts'], process.cwd()) // []
 */
export function findBrokenDocLinks(files: readonly string[], root: string): BrokenDocLink[] {
  const anchors = new Map<string, Set<string> | null>()
  const anchorsOf = (page: string): Set<string> | null => {
    if (!anchors.has(page)) {
      const path = join(root, 'docs', page)
      anchors.set(page, existsSync(path) ? new Set(readFileSync(path, 'utf8').split('\n').flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.[1] ?? []).map(anchorOf)) : null)
    }
    return anchors.get(page) ?? null
  }
  const found: BrokenDocLink[] = []
  for (const file of files) {
    readFileSync(join(root, file), 'utf8').split('\n').forEach((text, index) => {
      const links = [...text.matchAll(REPO_LINK), ...(/^docs\/[^/]+$/.test(file) ? text.matchAll(SIBLING_LINK) : [])]
      for (const [link, page, anchor] of links) {
        const headings = page === undefined ? null : anchorsOf(page)
        if (!headings || (anchor && !headings.has(anchor))) found.push({ file, line: index + 1, link })
      }
    })
  }
  return found
}

/** The GitHub anchor of a heading: "The embedded wallet's keys" → `the-embedded-wallets-keys`. */
function anchorOf(heading: string): string {
  return heading.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-')
}
