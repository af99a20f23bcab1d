// The `airlock/polkadot` entry: Airlock as a Polkadot injected extension (window.injectedWeb3),
// apart from the size-budgeted main script.
export { injectPolkadotExtension, type PolkadotExtensionOptions } from './polkadot/injectPolkadotExtension'
export { AirlockPolkadotExtension, type PolkadotExtensionHost, type InjectedAirlock, type InjectedAccount, type SignerPayloadJSON, type SignerPayloadRaw, type SignerResult } from './polkadot/AirlockPolkadotExtension'
