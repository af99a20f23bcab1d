export function vitestFailures(report: unknown): string[]
export function playwrightFailures(report: unknown): string[]
