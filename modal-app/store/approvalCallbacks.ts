/** Success and cancel callbacks of pending approvals: functions, so never in the store. */
export interface ApprovalCallbacks {
  onSuccess?: () => void
  onCancel?: () => void
}

/**
 * A per-store registry of approval callbacks keyed by approval id; `take` removes as it reads
 * so a callback runs at most once.
 *
 * @example
 * const registry = createApprovalRegistry()
 * registry.set('a1', { onCancel: () => reject(new UserRejectedError()) })
 * registry.take('a1')?.onCancel?.()
 */
export function createApprovalRegistry() {
  const map = new Map<string, ApprovalCallbacks>()
  return {
    set: (id: string, callbacks: ApprovalCallbacks) => void map.set(id, callbacks),
    take: (id: string): ApprovalCallbacks | undefined => {
      const cb = map.get(id)
      map.delete(id)
      return cb
    },
    ids: (): string[] => [...map.keys()],
  }
}

export type ApprovalRegistry = ReturnType<typeof createApprovalRegistry>
