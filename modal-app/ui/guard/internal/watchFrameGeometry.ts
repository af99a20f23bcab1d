/**
 * The frame's geometry as far as the frame can read it: its viewport's size, its device pixel
 * ratio (CSS `zoom` on the iframe changes it), and the visual viewport's offset and zoom. Rounded
 * to whole pixels (and hundredths of a zoom), so sub-pixel noise is no change.
 */
function geometry(): string {
  const zoom = window.visualViewport
  const parts = [window.innerWidth, window.innerHeight, window.devicePixelRatio * 100, zoom?.offsetLeft ?? 0, zoom?.offsetTop ?? 0, (zoom?.scale ?? 1) * 100]
  return parts.map(Math.round).join(',')
}

/**
 * Calls `onChange(at)` when the modal's frame changes size or zoom: the host page resized its
 * iframe (the modal's card is centred in it, so Approve moves with it), set a CSS `zoom` on it,
 * or the visitor zoomed. `check(at)` compares now, for the guard to call at a press (a change no
 * event announced yet counts too). The frame can't see its iframe moved without a resize
 * (`translate`, `left`/`top`): IOv2 allows translation, so that case stays with the guard's
 * 500 ms rule. Only the frame's geometry counts, not Approve's own box: the guard's hint, shown
 * while Approve waits, changes the card's height, and counting that would re-arm forever.
 *
 * @example
 * const frame = watchFrameGeometry((at) => feed({ type: 'moved', at }))
 * frame.check(event.timeStamp) // before judging a press
 * frame.stop()
 */
export function watchFrameGeometry(onChange: (at: number) => void) {
  let known = geometry()
  const check = (at: number): void => {
    const now = geometry()
    if (now === known) return
    known = now
    onChange(at)
  }
  const onEvent = () => check(performance.now())
  window.addEventListener('resize', onEvent)
  window.visualViewport?.addEventListener('resize', onEvent)
  window.visualViewport?.addEventListener('scroll', onEvent)
  return {
    check,
    stop: () => {
      window.removeEventListener('resize', onEvent)
      window.visualViewport?.removeEventListener('resize', onEvent)
      window.visualViewport?.removeEventListener('scroll', onEvent)
    },
  }
}
