import { EmbeddedKeyError } from '../../keys/EmbeddedKeyError'
import { openRecoveryShare } from '../../keys/openRecoveryShare'
import { recoveryCode } from '../../keys/recoveryCode'
import type { RecoveryPrompt } from '../RecoveryPrompt'

/** The recovery code of one sign-in: asked or shown at most once, then used for every curve. */
export interface RecoveryCodes {
  /** The code a new seal uses: the one in hand, else a new one the visitor saw and confirmed. */
  forNewSeal(): Promise<string>
  /** Opens a sealed recovery share with the code in hand, else with the code the visitor types. */
  open(sealed: string, context: string): Promise<Uint8Array>
}

/**
 * One sign-in's recovery code holder: one code seals (or opens) both the EVM and the Solana
 * recovery share, so the visitor sees or types it once. Without a prompt (a reload's restore)
 * whatever needs the visitor fails with `RECOVERY_NEEDED`.
 */
export function recoveryCodes(prompt: RecoveryPrompt | undefined, persistent: boolean): RecoveryCodes {
  let code: string | null = null
  return {
    async forNewSeal() {
      if (code) return code
      if (!prompt) throw new EmbeddedKeyError('RECOVERY_NEEDED')
      const fresh = recoveryCode.create()
      await prompt.confirmNewCode(fresh, { persistent })
      code = fresh
      return fresh
    },
    async open(sealed, context) {
      if (code) {
        const opened = await openRecoveryShare(code, sealed, context).catch(() => undefined)
        if (opened) return opened
      }
      if (!prompt) throw new EmbeddedKeyError('RECOVERY_NEEDED')
      let opened: Uint8Array | undefined
      await prompt.askForCode(async (typed) => {
        opened = await openRecoveryShare(typed, sealed, context)
        code = recoveryCode.normalize(typed)
      }, { persistent })
      if (!opened) throw new EmbeddedKeyError('RECOVERY_NEEDED')
      return opened
    },
  }
}
