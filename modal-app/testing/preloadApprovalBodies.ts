import { METHODS } from '../requests/methods'

/**
 * Fetches every approval body of the method table, for tests that queue an approval straight
 * into the store (the product fetches a body in approveThenForward, and the view suspends until
 * it is in): after this the approval view renders whole in the same act().
 *
 * @example
 * beforeAll(preloadApprovalBodies)
 */
export async function preloadApprovalBodies(): Promise<void> {
  await Promise.all(METHODS.map((spec) => spec.approval?.Body.preload?.()))
}
