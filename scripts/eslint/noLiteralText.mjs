// An ESLint rule of this repository (registered in eslint.config.js as airlock/no-literal-text).

/** JSX attributes a visitor reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label'])
const WORDS = /\p{L}/u

/**
 * `airlock/no-literal-text`: a text a visitor sees or hears written into a view's JSX (a text
 * child, a string in braces as a child, or a string for `aria-label`, `title`, `placeholder`,
 * `alt`, `label`…) fails lint: every such text comes from the catalogs through `t`, so it is
 * translated into every language the modal speaks. Only strings with a letter count: symbols,
 * digits and punctuation between elements (`·`, `≈`, `×`) read the same everywhere.
 *
 * @example
 * // eslint.config.js
 * { plugins: { airlock: { rules: { 'no-literal-text': noLiteralText } } }, rules: { 'airlock/no-literal-text': 'error' } }
 */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visitor-facing text in JSX comes from the catalogs through t(), never a literal' },
    schema: [],
    messages: {
      text: 'Literal text "{{text}}" in a view: put it in the English catalog (ui/locales) and show it with t().',
      attribute: 'Literal {{name}}="{{text}}" in a view: put it in the English catalog (ui/locales) and pass t().',
    },
  },
  create(context) {
    const literal = (node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
      if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked
      return undefined
    }
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40)
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) context.report({ node, messageId: 'text', data: { text: short(node.value) } })
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return
        const text = literal(node.expression)
        if (text !== undefined && WORDS.test(text)) context.report({ node, messageId: 'text', data: { text: short(text) } })
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined
        if (!name || !READ_ATTRIBUTES.has(name)) return
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value
        const text = literal(value)
        if (text !== undefined && WORDS.test(text)) context.report({ node, messageId: 'attribute', data: { name, text: short(text) } })
      },
    }
  },
}
