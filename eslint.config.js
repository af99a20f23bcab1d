import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { noLiteralText } from './scripts/eslint/noLiteralText.mjs'

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'examples/*/dist/', '.airlock/', 'test-results/', 'playwright-report/', 'e2e/screenshots/', '**/*.json'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // The bridge must never broadcast: postMessage always names its target origin.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='postMessage'] > Literal[value='*']",
          message: 'Posting to the wildcard origin is forbidden: name the exact target origin.',
        },
      ],
    },
  },
  {
    files: ['modal-app/**/*.tsx', 'modal-app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Every text a visitor sees in the modal comes from the catalogs (ui/locales, through t), so
    // it is translated into every language the modal speaks.
    files: ['modal-app/**/*.tsx'],
    ignores: ['modal-app/**/*.test.tsx', 'modal-app/testing/**'],
    plugins: { airlock: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'airlock/no-literal-text': 'error' },
  },
)
