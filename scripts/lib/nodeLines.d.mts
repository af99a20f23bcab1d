/** The tested Node.js lines, the project's own runtime first (see nodeLines.mjs). */
export const nodeLines: readonly { line: number; packageName: string }[]
export function lineDir(packageName: string, root?: string): string
export function lineNodePath(packageName: string, root?: string): string
export function onProjectNode(root?: string): boolean
