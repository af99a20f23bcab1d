import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'
import { noLiteralText } from './noLiteralText.mjs'

RuleTester.describe = describe
RuleTester.it = it
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } })

tester.run('airlock/no-literal-text', noLiteralText, {
  valid: [
    "const v = <p>{t('connect.title')}</p>",
    "const v = <span aria-label={t('header.close')} title={address}>{amount} {symbol}</span>",
    'const v = <span>{` · `}{count}×</span>',
    "const v = <p className=\"airlock-text-secondary\" data-testid=\"airlock-x\" dir=\"ltr\">{'≈ '}{usd}</p>",
    "const label = 'Not in JSX'",
  ],
  invalid: [
    { code: 'const v = <p>Connect a wallet</p>', errors: [{ messageId: 'text' }] },
    { code: "const v = <p>{'Loading…'}</p>", errors: [{ messageId: 'text' }] },
    { code: 'const v = <>{`Retry`}</>', errors: [{ messageId: 'text' }] },
    { code: 'const v = <button aria-label="Close" />', errors: [{ messageId: 'attribute' }] },
    { code: "const v = <input placeholder={'Email'} />", errors: [{ messageId: 'attribute' }] },
    { code: 'const v = <img alt="Wallet logo" title={`Logo`} />', errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }] },
  ],
})
