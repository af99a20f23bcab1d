/** The manifest of the installable `airlock` package (see hostSdkPackageJson.mjs). */
export function hostSdkPackageJson(root: { version: string; description?: string; license?: string }): Record<string, unknown>
