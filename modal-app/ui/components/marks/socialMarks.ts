import type { SocialProvider } from '../../../../shared/options'
import type { MarkDrawing } from './Mark'

/**
 * The social sign-in providers' marks, drawn here as simple shapes on each provider's colour:
 * a G arc (Google), a cross (X), a game-pad face (Discord), an arch (Farcaster), a cat's head
 * (GitHub), an apple (Apple), an f (Facebook), a key (a passkey, offered only when the dapp lists
 * it). Distinct at a glance, none an initial.
 *
 * @example
 * <Mark id="google" drawing={SOCIAL_MARKS.google} size={32} />
 */
export const SOCIAL_MARKS: Readonly<Record<SocialProvider, MarkDrawing>> = {
  google: { bg: '#fff', fg: '#4285f4', line: true, d: 'M17.5 12H12M17.5 12a5.5 5.5 0 1 1-1.6-3.9' },
  x: { bg: '#111', line: true, d: 'M7 7l10 10M17 7L7 17' },
  discord: { bg: '#5865f2', d: 'M6 8.5c3.5-2 8.5-2 12 0l1 6.5c-2 2-4 2.5-4 2.5l-1-1.5h-4l-1 1.5S7 17 5 15zM9 11.5h1.5v2H9zm4.5 0H15v2h-1.5z' },
  farcaster: { bg: '#855dcd', d: 'M6 6h12v2h-1v10h-3v-5a2 2 0 0 0-4 0v5H7V8H6z' },
  github: { bg: '#24292f', d: 'M7 10.5V6l3 2h4l3-2v4.5a5 5 0 0 1-10 0z' },
  apple: { bg: '#000', d: 'M12 8.5c-2-1.5-5.5-.5-5.5 3 0 3 2 6.5 3.5 6.5 1 0 1.5-.5 2-.5s1 .5 2 .5c1.5 0 3.5-3.5 3.5-6.5 0-3.5-3.5-4.5-5.5-3zm0-1c0-1.8 1-2.8 2.6-2.8.1 1.8-1 2.8-2.6 2.8z' },
  facebook: { bg: '#1877f2', d: 'M13.5 20v-6.5h2.3l.4-2.7h-2.7V9.5c0-1 .3-1.5 1.5-1.5h1.3V5.6a18 18 0 0 0-2-.1c-2.2 0-3.5 1.3-3.5 3.6v1.7H8.5v2.7h2.3V20z' },
  passkey: { bg: '#0f766e', line: true, d: 'M11 12a3 3 0 1 1-6 0a3 3 0 1 1 6 0M11 12h8v3M16 12v2' },
}
