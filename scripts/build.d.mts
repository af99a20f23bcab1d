/** Builds every deliverable; `only` limits it to some of 'modal', 'host', 'demo'; `hostDir` is where the host SDK goes (default `dist/host-sdk`). */
export function buildAll(only?: Array<'modal' | 'host' | 'demo'>, options?: { hostDir?: string }): Promise<void>
