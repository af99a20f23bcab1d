/**
 * `airlock`: the host SDK a dapp loads. {@link createModal} puts the wallet modal in a sandboxed
 * cross-origin iframe and returns its controls and an EIP-1193 provider (also announced through
 * EIP-6963); every error it raises is a {@link ProviderRpcError} with a code.
 *
 * @module airlock
 */
export { createModal, type AirlockModal, type CreateModalOptions } from './createModal'
export { Eip1193Provider, type RequestArguments } from './provider/Eip1193Provider'
export {
  ProviderRpcError,
  UserRejectedRequestError,
  UnauthorizedError,
  UnsupportedMethodError,
  DisconnectedError,
  ChainDisconnectedError,
  InvalidRequestError,
  InvalidParamsError,
} from '../shared/errors/ProviderRpcError'
export { EmbedRefusedError, type EmbedRefusal } from '../shared/errors/EmbedRefusedError'
export type { ModalOptions, ThemeMode, ThemeVariables, Features } from '../shared/options/ModalOptions'
export type { PublicState } from '../shared/protocol/api'
// Sign-in: types only (the session comes through `provider`: `airlock_siwx_getSession`, `airlock_siwx_signOut`, `message` events).
export type { SiwxSession, SiwxMessageData } from '../shared/siwx/SiwxSession'
export type { SiwxOptions } from '../shared/siwx/SiwxOptions'
