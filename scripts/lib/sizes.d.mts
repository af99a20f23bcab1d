/** Gzip bytes of a file. */
export function gzipBytes(path: string): number
/** Gzip bytes of the host SDK's ES module (the budgeted file). */
export function hostSdkGzipBytes(dist?: string): number
/** Gzip bytes of the host SDK's classic script (`window.Airlock`). */
export function hostSdkGlobalGzipBytes(dist?: string): number
/** Gzip bytes of the modal's JavaScript loaded before its first view paints. */
export function modalInitialJsGzipBytes(dist?: string): number
/** Gzip bytes of one language's catalog chunk (`assets/<tag>-<hash>.js`). */
export function modalCatalogGzipBytes(tag: string, dist?: string): number
