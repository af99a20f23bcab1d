/** What the browser says about the device. */
export interface DeviceHints {
  userAgent: string
  coarsePointer: boolean
  width: number
}

/**
 * Whether the visitor is on a phone or tablet: a mobile user agent, or a touch-first device with
 * a narrow screen. The modal's one answer to it: it decides between the QR code and deep links,
 * and which wallets a phone lists. Reads this browser when called without hints. The user-agent
 * test is the one engine-dependent input: Chrome on Android, Firefox for Android and Safari on
 * iPhone each say "Mobile" or their device (covered by e2e/tests/links-out.spec.ts in Chromium and
 * e2e/engines/deepLinkFlows.ts in Firefox and WebKit, each with its engine's phone user agent).
 *
 * @example
 * isMobileVisitor() // false on a desktop
 * isMobileVisitor({ userAgent: 'Mozilla/5.0 (iPhone; …)', coarsePointer: true, width: 390 }) // true
 */
export function isMobileVisitor({ userAgent, coarsePointer, width }: DeviceHints = currentDevice()): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent)) return true
  return coarsePointer && width > 0 && width <= 820
}

function currentDevice(): DeviceHints {
  return { userAgent: navigator.userAgent, coarsePointer: globalThis.matchMedia?.('(pointer: coarse)').matches ?? false, width: screen.width }
}
