import { readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

/** One line that points a reader at a document outside the repository. */
export interface OutsideReference {
  file: string
  line: number
  text: string
}

// The product documents that live beside the repository, never in it.
const OUTSIDE_DOCUMENT = /\b(?:SPEC|DESIGN|STYLE)\.md\b|\/work\/shared\b/
// A section sign with a number, unless a standard's number comes first ("RFC 7636 §4.1").
const BARE_SECTION = /(?<!\b(?:[A-Z]+[- ]?)?\d{2,5}[ \n]?)§ ?\d/
const RELATIVE_SHARED = /(?:\.\.\/)+shared\b/g

/**
 * Finds the lines of `files` (paths relative to `root`) that send a contributor to a document
 * outside the repository: the specification, design or style notes kept beside it, by file name;
 * a bare section sign with a number (a section of one of them); or a relative path to a `shared`
 * folder that climbs out of `root`.
 * The behaviour those documents described lives in docs/ (see docs/README.md); `shared/` inside
 * the repository, and section numbers of numbered standards such as RFC 7636 §4.1, are fine.
 *
 * @example
 * findOutsideReferences(['modal-app/features/send/startSend.ts'], process.cwd()) // []
 */
export function findOutsideReferences(files: readonly string[], root: string, readFile: (path: string) => string = (path) => readFileSync(path, 'utf8')): OutsideReference[] {
  const found: OutsideReference[] = []
  for (const file of files) {
    readFile(join(root, file)).split('\n').forEach((text, index) => {
      if (OUTSIDE_DOCUMENT.test(text) || BARE_SECTION.test(text) || climbsOut(file, text)) found.push({ file, line: index + 1, text: text.trim() })
    })
  }
  return found
}

/** Whether a `../shared` path on this line, taken from the file's folder, leaves the repository. */
function climbsOut(file: string, text: string): boolean {
  return [...text.matchAll(RELATIVE_SHARED)].some(([path]) => relative('.', join(dirname(file), path)).split(sep)[0] === '..')
}
