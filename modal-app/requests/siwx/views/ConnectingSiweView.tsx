import { SignInPrompt } from './SignInPrompt'

/**
 * ConnectingSiwe: the sign-in view of the older `siweConfig` option; the same request as
 * SIWXSignMessage (see SignInPrompt), under the view name that option's dapps expect.
 *
 * @example
 * <ConnectingSiweView />
 */
export default function ConnectingSiweView() {
  return <SignInPrompt />
}
