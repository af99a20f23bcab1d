export function balanceShards(files: readonly string[], seconds: Readonly<Record<string, number>>, count: number): string[][]
export function specSeconds(report: unknown): Record<string, number>
export function readDurations(path?: string): Record<string, number>
export function writeDurations(fresh: Readonly<Record<string, number>>, path?: string): void
