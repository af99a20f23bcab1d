// npm run setup: installs what npm start and npm test need (the project's Node 24, the npm
// packages, better-sqlite3 built for Node 22 and 24) and nothing else.
import { execFileSync } from 'node:child_process'
import { ensureProjectNode } from './lib/ensureInstalled.mjs'
import { lineNodePath, nodeLines } from './lib/nodeLines.mjs'

await ensureProjectNode()
for (const { line, packageName } of nodeLines) {
  const version = execFileSync(lineNodePath(packageName), ['-v'], { encoding: 'utf8' }).trim()
  console.log(`Node ${line}: ${version} (${lineNodePath(packageName)})${line === nodeLines[0].line ? ', runs the npm scripts' : ''}`)
}
