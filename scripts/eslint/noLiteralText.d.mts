import type { Rule } from 'eslint'

/** See noLiteralText.mjs. */
export declare const noLiteralText: Rule.RuleModule
