import type { ReactNode } from 'react'

/**
 * One labelled line of a request's details (label above, value below, long values wrap).
 *
 * @example
 * <DetailRow label="To" testId="airlock-approve-to">0xabc…</DetailRow>
 */
export function DetailRow({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 2, textAlign: 'start' }}>
      <dt className="airlock-text-secondary">{label}</dt>
      <dd data-testid={testId} style={{ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', maxHeight: 160, overflowY: 'auto' }}>
        {children}
      </dd>
    </div>
  )
}
