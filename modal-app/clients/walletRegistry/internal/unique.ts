/** Distinct, non-empty ids in first-seen order (so an id excluded twice is sent once). */
export function unique(...lists: ReadonlyArray<readonly string[] | undefined>): string[] {
  return [...new Set(lists.flatMap((l) => l ?? []).filter((id) => id !== ''))]
}
