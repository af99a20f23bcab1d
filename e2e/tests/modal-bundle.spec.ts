import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { distDir } from '../../config/distDir'
import { loadProjects } from '../../services/fixtures/projects/loadProjects'
import { expect, test, urls } from '../fixtures/test'

const DIST = `${distDir()}/modal-app`

/** Every file of the built modal that a browser runs or reads: its JS and its page. */
function builtFiles(): Array<{ path: string; text: string }> {
  const assets = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js')).map((f) => join(DIST, 'assets', f))
  return [...assets, join(DIST, 'index.html')].map((path) => ({ path, text: readFileSync(path, 'utf8') }))
}

test('nothing project-specific is compiled into the modal: no project origin, name or id, only the settings service (issue 12 #6)', () => {
  const files = builtFiles()
  expect(files.length).toBeGreaterThan(5)
  const projects = loadProjects()
  const needles = [...new Set(projects.flatMap((p) => [...p.allowedOrigins, p.name, p.id]))]
  expect(needles.length).toBeGreaterThan(3)
  for (const { path, text } of files) {
    expect(needles.filter((n) => text.includes(n)), path).toEqual([])
  }
  // What the build did fix: the one service the modal asks, the test stack's data API.
  expect(files.some(({ text }) => text.includes(urls.dataApi))).toBe(true)
})
