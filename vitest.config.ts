import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { localeCatalogsPlugin } from './modal-app/server/localeCatalogsPlugin'

// Unit and service tests live beside their code; e2e/ belongs to Playwright.
export default defineConfig({
  // The modal's language catalogs, one module per language, as the modal's build serves them.
  plugins: [localeCatalogsPlugin(fileURLToPath(new URL('modal-app/ui/locales', import.meta.url)))],
  test: {
    include: ['shared/**/*.test.ts', 'demo/**/*.test.ts', 'host-sdk/**/*.test.ts', 'modal-app/**/*.test.{ts,tsx}', 'services/**/*.test.ts', 'scripts/**/*.test.ts', 'config/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'e2e'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
