/**
 * How the session store reaches the visitor for the recovery code, the one secret of the key the
 * service never sees. The connector implements it with the recovery step of the sign-in view; the
 * store calls it only while a sign-in waits on it. `persistent` false means storage is denied:
 * the view says so (the code will be needed again on the next visit).
 */
export interface RecoveryPrompt {
  /**
   * A new wallet (or an old one being migrated): shows `code` once and resolves when the visitor
   * confirmed they kept it. Rejects (4001) when they left; nothing was uploaded by then.
   */
  confirmNewCode(code: string, info: { persistent: boolean }): Promise<void>
  /**
   * A browser without the device share: asks for the code. `tryCode` resolves when the typed code
   * opened the sealed share and rejects with an EmbeddedKeyError (`RECOVERY_CODE_WRONG`,
   * `RECOVERY_CODE_MALFORMED`) whose message the view shows while it keeps asking. Resolves once a
   * code worked; rejects (4001) when the visitor left.
   */
  askForCode(tryCode: (code: string) => Promise<void>, info: { persistent: boolean }): Promise<void>
  /**
   * The visitor's new-device rule: the service holds the shares back from a browser that didn't
   * make the wallet until their second factor. `check` resolves when the typed code is right
   * (rejects with the service's reason, the step stays); resolves once one was, rejects (4001)
   * when they left. With `passkey` (the visitor has one), a touch of it answers instead. Absent:
   * such a sign-in fails with SECOND_FACTOR_REQUIRED.
   */
  askSecondFactor?(check: (code: string) => Promise<void>, passkey?: () => Promise<void>): Promise<void>
}
