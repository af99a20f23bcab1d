import type { ApprovalEntry, ApprovalsState } from '../../state/approvals/approvalsSlice'

/** The pending approvals, oldest first. @example selectApprovalStack(state).find((e) => e.id === id) */
export const selectApprovalStack = (s: { approvals: ApprovalsState }): ApprovalEntry[] => s.approvals.stack
