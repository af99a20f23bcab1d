/**
 * Whether a passkey ceremony (`signIn`: `navigator.credentials.get`; `signUp`: `create`, then
 * `get`) must run in the modal's own top-level window instead of this frame. Decided without
 * awaiting anything, since the window must open within the visitor's click:
 * - a top-level modal page (the window itself, a standalone modal) never needs it;
 * - where the engine exposes the frame's Permissions Policy (`document.featurePolicy`, Chromium),
 *   it answers: a host page that withholds `publickey-credentials-get` or `-create` from the
 *   frame (its own `Permissions-Policy` header, or an iframe without Airlock's `allow`) gets the
 *   window (e2e: embedded-passkey-window.spec.ts);
 * - WebKit (every browser on iOS, Safari) lets a cross-origin frame use a passkey but never
 *   create one: its `create` rejects with a NotAllowedError a page can't tell from a cancel, so
 *   a sign-up in a WebKit frame goes to the window (the vendor string names the engine: Apple's
 *   for WebKit, Google's for Chromium, empty for Gecko; passkeyWindowNeeded.test.ts › "WebKit: …":
 *   WebKitWebDriver has no WebAuthn commands to run the ceremony in the engine itself).
 *
 * @example
 * const popup = passkeyWindowNeeded('signUp') ? openPasskeyWindow(window) : undefined
 */
export function passkeyWindowNeeded(mode: 'signIn' | 'signUp', win: Window = window): boolean {
  if (win.top === win) return false
  const policy = (win.document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy
  const features = mode === 'signUp' ? ['publickey-credentials-create', 'publickey-credentials-get'] : ['publickey-credentials-get']
  if (policy && typeof policy.allowsFeature === 'function') return features.some((feature) => !policy.allowsFeature(feature))
  return mode === 'signUp' && win.navigator.vendor === 'Apple Computer, Inc.'
}
