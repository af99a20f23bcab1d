const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [letter, [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!]),
)
// Words, not one long run, so the padding wraps like a longer translation would.
const FILLER = 'ŀôŕéɱ îþšûɱ đöĺöŕ šîţ àɱéţ çöñšéçţéţûŕ àđîþîšçîñĝ éĺîţ šéđ đö éîûšɱöđ ţéɱþöŕ '

/**
 * One English text as the pseudo-locale shows it: every letter accented (a font or a code path
 * that drops non-ASCII shows), about 40% longer (the length German or Finnish adds, so a layout
 * that only fits English shows), and bracketed (a clipped start or end shows). `{placeholders}`
 * stay as they are, so `fillTemplate` still fills them.
 *
 * @example
 * pseudoLocalize('Send {amount}') // '⟦Šéñđ {amount} ŀôŕ⟧'
 */
export function pseudoLocalize(text: string): string {
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')))
    .join('')
  const visible = text.replace(/\{\w+\}/g, '').length
  const extra = Math.max(1, Math.round(visible * 0.4) - 2)
  return `⟦${accented} ${FILLER.repeat(Math.ceil(extra / FILLER.length)).slice(0, extra).trimEnd()}⟧`
}
