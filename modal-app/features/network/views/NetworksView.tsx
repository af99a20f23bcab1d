import { NetworkList } from './NetworkList'

/**
 * The Networks view: every configured network, the active one marked.
 *
 * @example
 * <NetworksView />
 */
export default function NetworksView() {
  return <NetworkList />
}
