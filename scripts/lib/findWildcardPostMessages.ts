import ts from 'typescript'

/** One `postMessage` call whose target origin is or may be the wildcard `'*'`. */
export interface WildcardPostMessage {
  file: string
  line: number
  text: string
}

const MAX_DEPTH = 8

/**
 * Finds every `postMessage` call in `files` whose target origin can be `'*'`, whatever its form:
 * a literal or template literal, a variable or imported constant holding it (followed through the
 * type checker to its initializer or literal type), a conditional or `??`/`||` with it on one
 * side, or an options object `{ targetOrigin: '*' }` (inline, shorthand or via a variable). Inline
 * `<script>` blocks of HTML files are checked the same way. security.md #3: a message is posted
 * only to the one origin it is meant for.
 *
 * @example
 * findWildcardPostMessages(['host-sdk/bridge/connectBridge.ts']) // []
 */
export function findWildcardPostMessages(files: readonly string[], readFile: (file: string) => string = ts.sys.readFile as (file: string) => string): WildcardPostMessage[] {
  // HTML files are handed to the compiler as the JavaScript of their inline scripts.
  const virtual = new Map<string, string>()
  for (const file of files) if (file.endsWith('.html')) virtual.set(`${file}.js`, inlineScripts(readFile(file)))
  // A file that never names postMessage calls it in no form this finds (the checker still
  // follows a root's imports to their constants); reading every file into the program took 15 s.
  const roots = files.filter((file) => (virtual.get(`${file}.js`) ?? readFile(file) ?? '').includes('postMessage')).map((file) => (file.endsWith('.html') ? `${file}.js` : file))
  const options: ts.CompilerOptions = { allowJs: true, checkJs: false, noEmit: true, jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noResolve: false, skipLibCheck: true, types: [], lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'] }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile
  host.getSourceFile = (name, version, onError, create) => {
    const text = virtual.get(name)
    return text === undefined ? getSourceFile.call(host, name, version, onError, create) : ts.createSourceFile(name, text, version, true, ts.ScriptKind.JS)
  }
  const fileExists = host.fileExists
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name)
  const program = ts.createProgram({ rootNames: roots, options, host })
  const checker = program.getTypeChecker()
  const found: WildcardPostMessage[] = []
  for (const root of roots) {
    const source = program.getSourceFile(root)
    if (!source) continue
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isPostMessage(node.expression) && node.arguments.length >= 2 && mayBeWildcard(node.arguments[1]!, checker, 0, true)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
        found.push({ file: root.replace(/\.html\.js$/, '.html'), line: line + 1, text: node.getText(source).slice(0, 120) })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

function inlineScripts(html: string): string {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]).join('\n;\n')
}

function isPostMessage(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 'postMessage'
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text === 'postMessage'
  if (ts.isElementAccessExpression(callee)) return ts.isStringLiteralLike(callee.argumentExpression) && callee.argumentExpression.text === 'postMessage'
  return false
}

/** Whether an expression can evaluate to '*' (or, as the options argument, hold targetOrigin '*'). */
function mayBeWildcard(node: ts.Node, checker: ts.TypeChecker, depth: number, asOptions: boolean): boolean {
  if (depth > MAX_DEPTH) return false
  const next = (n: ts.Node, options = asOptions) => mayBeWildcard(n, checker, depth + 1, options)
  if (ts.isStringLiteralLike(node)) return node.text.trim() === '*'
  if (ts.isTemplateExpression(node)) {
    const literal = node.head.text + node.templateSpans.map((s) => s.literal.text).join('')
    if (literal.includes('*')) return true
    return literal.trim() === '' && node.templateSpans.some((s) => next(s.expression, false))
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node)) return next(node.expression)
  if (ts.isConditionalExpression(node)) return next(node.whenTrue) || next(node.whenFalse)
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) return next(node.left) || next(node.right)
    if (op === ts.SyntaxKind.PlusToken) return next(node.left, false) || next(node.right, false)
    return false
  }
  if (asOptions && ts.isObjectLiteralExpression(node)) {
    return node.properties.some((p) => {
      if (ts.isSpreadAssignment(p)) return next(p.expression)
      if (!p.name || p.name.getText() !== 'targetOrigin' && !(ts.isStringLiteral(p.name) && p.name.text === 'targetOrigin')) return false
      if (ts.isPropertyAssignment(p)) return next(p.initializer, false)
      if (ts.isShorthandPropertyAssignment(p)) return valueOf(p, checker).some((v) => next(v, false))
      return false
    })
  }
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    if (literalTypeIsWildcard(checker.getTypeAtLocation(node))) return true
    return valueOf(node, checker).some((v) => next(v))
  }
  return literalTypeIsWildcard(checker.getTypeAtLocation(node))
}

function literalTypeIsWildcard(type: ts.Type): boolean {
  const parts = type.isUnion() ? type.types : [type]
  return parts.some((t) => t.isStringLiteral() && t.value.trim() === '*')
}

/** The expressions a name may hold: its initializers, default values and property values. */
function valueOf(node: ts.Node, checker: ts.TypeChecker): ts.Node[] {
  let symbol = ts.isShorthandPropertyAssignment(node) ? checker.getShorthandAssignmentValueSymbol(node) : checker.getSymbolAtLocation(node)
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
  const values: ts.Node[] = []
  for (const declaration of symbol?.declarations ?? []) {
    if ((ts.isVariableDeclaration(declaration) || ts.isParameter(declaration) || ts.isPropertyDeclaration(declaration) || ts.isBindingElement(declaration)) && declaration.initializer) values.push(declaration.initializer)
    else if (ts.isPropertyAssignment(declaration)) values.push(declaration.initializer)
    else if (ts.isShorthandPropertyAssignment(declaration)) values.push(declaration.name)
  }
  // Later assignments (`origin = '*'`) count too.
  const declared = symbol?.declarations?.[0]
  if (symbol && declared) {
    const walk = (n: ts.Node) => {
      if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left) && checker.getSymbolAtLocation(n.left) === symbol) values.push(n.right)
      ts.forEachChild(n, walk)
    }
    walk(declared.getSourceFile())
  }
  return values
}
