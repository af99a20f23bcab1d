import type { MethodSpec } from './MethodSpec'

// Every file of this folder but the table's own machinery is one method: adding a method is
// adding its file (Vite collects them when the modal is built, vitest when it is tested).
const files = import.meta.glob<{ default: AnySpec }>(['./*.ts', '!./*.test.ts', '!./index.ts', '!./table.ts', '!./MethodSpec.ts', '!./methodSpecOf.ts', '!./params.ts'], { eager: true })

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row's params type is its own; the table holds rows of every type
type AnySpec = MethodSpec<any>

/**
 * The method table: every RPC method the modal answers, one file each in this folder, sorted
 * by name (the order WalletConnect proposals list them in). A method not here is refused
 * with 4200.
 *
 * @example
 * METHODS.find((m) => m.method === 'personal_sign')?.policy // 'approve'
 */
export const METHODS: readonly AnySpec[] = Object.freeze(
  Object.values(files)
    .map((file) => file.default)
    .sort((a, b) => (a.method < b.method ? -1 : a.method > b.method ? 1 : 0)),
)
