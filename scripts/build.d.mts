/** Builds every deliverable; `only` limits it to some of 'modal', 'host', 'demo'. */
export function buildAll(only?: Array<'modal' | 'host' | 'demo'>): Promise<void>
