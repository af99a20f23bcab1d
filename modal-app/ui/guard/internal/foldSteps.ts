/**
 * Test helper for the guards' pure step functions, a fake clock by construction: every event
 * carries its own time. Folds `events` through `step` from `start` and returns the final state
 * and the indexes of the events at which the guard acted.
 *
 * @example
 * const { acts } = foldSteps(approvalGuard, GUARD_START, [request(0), report(100), down(650), click(720), report(740)])
 */
export function foldSteps<S, E>(step: (state: S, event: E) => { state: S; act: boolean }, start: S, events: E[]) {
  let state = start
  const acts: number[] = []
  events.forEach((event, i) => {
    const next = step(state, event)
    state = next.state
    if (next.act) acts.push(i)
  })
  return { state, acts }
}
