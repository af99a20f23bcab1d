/** One drawn mark: a background colour and a glyph path on a 24×24 grid, stroked or filled (even-odd, so a subpath inside another cuts a hole). */
export interface MarkDrawing {
  /** Background colour. */
  bg: string
  /** The glyph's path data. */
  d: string
  /** Glyph colour; white unless set. */
  fg?: string
  /** Draw the glyph as a 2 px line instead of a filled shape. */
  line?: boolean
}

/**
 * A small round mark drawn in the project (our own simple shapes, no other project's artwork):
 * one glyph on a coloured disc. Decorative (`aria-hidden`): the control around it carries the
 * name. `data-mark` names what it shows, for tests and styles.
 *
 * @example
 * <Mark id="facebook" drawing={SOCIAL_MARKS.facebook} size={28} />
 */
export function Mark({ id, drawing, size }: { id: string; drawing: MarkDrawing; size: number }) {
  const color = drawing.fg ?? '#fff'
  return (
    <svg className="airlock-logo airlock-logo-round" data-mark={id} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill={drawing.bg} />
      <path d={drawing.d} {...(drawing.line ? { fill: 'none', stroke: color, strokeWidth: 2, strokeLinecap: 'round' } : { fill: color, fillRule: 'evenodd' })} />
    </svg>
  )
}
