/**
 * Verification gas added to the bundler's estimate of a passkey-signed user operation. The
 * estimate runs with a stub signature, which OpenZeppelin's `WebAuthn.verify` refuses at the
 * challenge check, before the two SHA-256 and the P-256 verification the real signature runs.
 * Sized for the Solidity P-256 fallback (chains without the RIP-7212 / EIP-7951 precompile), the
 * dearer path, with headroom (measured: scripts/bench/measurePasskeyGas.ts). Unused verification
 * gas is not charged (EntryPoint v0.7 penalises only unused call and postOp gas), it only raises
 * the prefund the account or paymaster must cover.
 *
 * @example
 * verificationGasLimit: estimate.verificationGasLimit + PASSKEY_VERIFICATION_GAS
 */
export const PASSKEY_VERIFICATION_GAS = 400_000n
