/** ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, 0x80000000 | chainId otherwise. */
export type CoinType = number

/** A registered name as `GET /v1/profile/account/{name}` and `/reverse/{address}` return it (apiVersion 2). */
export interface ProfileAccount {
  name: string
  /** Coin type (as a string) → the address registered for it. */
  addresses: Record<string, { address: string }>
  attributes: { avatar?: string; bio?: string }
  /** Seconds since the epoch, when the name was registered. */
  created_at: number
}

/** `GET /v1/profile/suggestions/{name}` response. */
export interface NameSuggestions {
  suggestions: { name: string; registered: boolean }[]
}

/** `POST /v1/profile/account` body (docs/calls.md#data-api): the message is the JSON of `RegisterNameMessage`. */
export interface RegisterNameBody {
  coin_type: CoinType
  address: string
  message: string
  signature: string
}

/** The signed message of a registration (docs/calls.md#data-api): name, attributes, timestamp in seconds. */
export interface RegisterNameMessage {
  name: string
  attributes: Record<string, string>
  timestamp: number
}

/** The service's refusal of a registration: reasons, the first one's description is shown (docs/texts.md#names). */
export interface RegisterNameError {
  error: string
  message: string
  reasons?: { description: string }[]
}
