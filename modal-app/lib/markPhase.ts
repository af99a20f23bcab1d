/**
 * Puts a User Timing mark `airlock:<phase>` on this document's timeline: the milestones of the
 * modal's start and of a returning visitor's restore, which `npm run bench -- restoreTrace` reads
 * back and a developer sees in the browser's performance panel. A few per page, never in a loop.
 *
 * @example
 * markPhase('connect') // the host's connect arrived
 */
export function markPhase(phase: string): void {
  globalThis.performance?.mark?.(`airlock:${phase}`)
}
