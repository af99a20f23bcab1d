#!/usr/bin/env node
// Copies the Inter font files the modal serves from its own origin (no font CDN: the modal
// runs offline and must not reach outside hosts) into modal-app/public/fonts.
// Source: the Debian package `fonts-inter` (apt-get install fonts-inter), OFL-1.1.
// The copies are committed, so building does not need the package; run this to refresh them:
//   node modal-app/scripts/copyInterFont.mjs [sourceDir]
import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const source = process.argv[2] ?? '/usr/share/fonts/opentype/inter'
const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'fonts')
const files = ['Inter-Regular.otf', 'Inter-Medium.otf', 'Inter-SemiBold.otf']

mkdirSync(target, { recursive: true })
for (const file of files) {
  const from = join(source, file)
  if (!existsSync(from)) {
    console.error(`missing ${from}: install the Debian package fonts-inter or pass its directory`)
    process.exit(1)
  }
  copyFileSync(from, join(target, file))
  console.log(`copied ${file}`)
}
