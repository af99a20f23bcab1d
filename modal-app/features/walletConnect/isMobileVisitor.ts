/**
 * Whether the visitor is on a phone or tablet: a mobile user agent, or a touch-first device with
 * a narrow screen. Decides between the QR code (desktop) and deep links (mobile).
 *
 * @example
 * isMobileVisitor({ userAgent: navigator.userAgent, coarsePointer: matchMedia('(pointer: coarse)').matches, width: screen.width })
 */
export function isMobileVisitor({ userAgent, coarsePointer, width }: { userAgent: string; coarsePointer: boolean; width: number }): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent)) return true
  return coarsePointer && width > 0 && width <= 820
}
