import { ProviderRpcError } from './ProviderRpcError'

/**
 * Why the modal could not be embedded: this page's origin is not among the project's allowed
 * origins (`originNotAllowed`), the project id is not registered (`unknownProject`), the modal's
 * server or the modal in the visitor's browser could not read the project's settings
 * (`settingsUnreachable`), nothing that speaks as the
 * Airlock modal answered at `modalUrl` (`modalUnreachable`: a wrong URL or a deployment that is
 * down), or this page's own Content-Security-Policy refused the modal's frame (`blockedByCsp`).
 */
export type EmbedRefusal = 'originNotAllowed' | 'unknownProject' | 'settingsUnreachable' | 'modalUnreachable' | 'blockedByCsp'

/**
 * The modal will not run in this page: `ready()` and every call waiting for the modal reject
 * with it. Its `reason` names the cause and its message the cause and the fix; code 4900 (the
 * provider is disconnected from every chain), so a dapp that only reads EIP-1193 codes still
 * sees a disconnected provider.
 *
 * @example
 * await modal.ready().catch((e) => { if (e instanceof EmbedRefusedError && e.reason === 'originNotAllowed') showSetupHint(e.message) })
 */
export class EmbedRefusedError extends ProviderRpcError {
  static override readonly code = 4900
  override name = 'EmbedRefusedError'

  constructor(
    readonly reason: EmbedRefusal,
    message: string,
  ) {
    super(message, { code: 4900, data: { reason } })
  }
}
