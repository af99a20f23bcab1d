import { Constants } from '../../../shared/constants'

/**
 * The registry's image URL for a wallet (§7 GET /getWalletImage/{imageId}) with the project
 * and SDK params every registry call carries.
 *
 * @example
 * walletImageUrl('http://127.0.0.1:8787', 'img1', 'p') // 'http://127.0.0.1:8787/getWalletImage/img1?projectId=p&st=appkit&sv=html-wagmi-4.2.2'
 */
export function walletImageUrl(registryUrl: string, imageId: string, projectId: string): string {
  const query = new URLSearchParams({ projectId, st: Constants.sdkType, sv: Constants.sdkVersion })
  return `${registryUrl.replace(/\/$/, '')}/getWalletImage/${encodeURIComponent(imageId)}?${query}`
}
