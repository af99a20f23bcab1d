import { useAppSelector } from '../../../store/hooks'
import { selectMetadata } from '../../../state/options/viewSelectors'
import { WalletImage } from '../../../ui/components/WalletImage'

/**
 * Who asks, at the top of an approval: the app's name and icon from the dapp's `metadata`
 * (what the dapp says it is) with the origin the handshake proved under it (what it is). The
 * name shows only when `metadata.url` has that same origin; the origin is always shown, and
 * without a name it stands alone. Only data: URI icons are used, as the
 * modal's CSP allows no other image hosts for a dapp's icon; otherwise the name's initials.
 *
 * @example
 * <RequesterHeader origin="https://app.example" />
 */
export function RequesterHeader({ origin }: { origin: string }) {
  const metadata = useAppSelector(selectMetadata)
  // The name and icon are the dapp's claim: shown only when its metadata.url is the very origin
  // the handshake proved, so an evil page can't title itself with a famous dapp's name
  // (security.md #7); the origin is shown either way.
  const claimed = metadata && originOf(metadata.url) === origin ? metadata : undefined
  const name = claimed?.name?.trim()
  const icon = claimed?.icons?.find((i) => typeof i === 'string' && /^data:image\//i.test(i))
  return (
    <div className="airlock-approve-app" data-testid="airlock-approve-app">
      <WalletImage name={name || origin.replace(/^[a-z]+:\/\//i, '')} src={icon} size={40} />
      <div className="airlock-approve-app-text">
        {name ? (
          <p className="airlock-approve-app-name" data-testid="airlock-approve-app-name">
            {name}
          </p>
        ) : null}
        <p className="airlock-text-secondary airlock-approve-origin" data-testid="airlock-approve-requester">
          {origin}
        </p>
      </div>
    </div>
  )
}

function originOf(url: unknown): string | undefined {
  try {
    return typeof url === 'string' ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}
