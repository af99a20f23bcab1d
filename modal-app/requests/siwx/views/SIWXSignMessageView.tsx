import { SignInPrompt } from './SignInPrompt'

/**
 * SIWXSignMessage: the sign-in view of the `siwx` option (see SignInPrompt).
 *
 * @example
 * <SIWXSignMessageView />
 */
export default function SIWXSignMessageView() {
  return <SignInPrompt />
}
