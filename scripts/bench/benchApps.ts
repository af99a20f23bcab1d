import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import type { StackUrls } from '../../config/urls'
import { modalOptionsScript } from './benchPages'

/** The two pages of the bundled-dapp load figure, as HTML bodies. */
export interface AppPages {
  with: string
  without: string
}

/**
 * Builds the bench's dapp the way a dapp ships Airlock: its own JavaScript bundle (Vite, minified,
 * one ES module), which imports `createModal` and the networks from the built package
 * (`dist/host-sdk`) and wires the page's `#opener` button; and the same dapp without Airlock,
 * whose bundle only wires the button. Both go into the built demo (`dist/demo/__bench/`), so the
 * demo's preview server serves them; the returned pages load them with `<script type="module">`,
 * as a Vite-built dapp's HTML does.
 *
 * @example
 * const pages = await buildBenchApps(urls)
 * await servePage(context, urls, '__bench/app-with.html', pages.with)
 */
export async function buildBenchApps(urls: StackUrls): Promise<AppPages> {
  const src = mkdtempSync(join(tmpdir(), 'airlock-bench-app-'))
  const sdk = resolve('dist/host-sdk')
  try {
    writeFileSync(
      join(src, 'with.js'),
      `import { createModal } from '${sdk}/index.js'\nimport { mainnet, base } from '${sdk}/networks.js'\n` +
        `window.modal = createModal(${modalOptionsScript(urls)})\ndocument.getElementById('opener').onclick = () => window.modal.open()\n`,
    )
    writeFileSync(join(src, 'without.js'), `document.getElementById('opener').onclick = () => {}\n`)
    mkdirSync('dist/demo/__bench', { recursive: true })
    for (const name of ['with', 'without']) {
      await build({
        logLevel: 'warn',
        configFile: false,
        publicDir: false,
        build: { outDir: 'dist/demo/__bench', emptyOutDir: false, target: 'es2022', minify: true, rolldownOptions: { output: { minify: true } }, lib: { entry: join(src, `${name}.js`), formats: ['es'], fileName: () => `app-${name}.js` } },
      })
    }
  } finally {
    rmSync(src, { recursive: true, force: true })
  }
  const page = (name: string) => `<button id="opener">Open</button><script type="module" src="${urls.demo}__bench/app-${name}.js"></script>`
  return { with: page('with'), without: page('without') }
}
