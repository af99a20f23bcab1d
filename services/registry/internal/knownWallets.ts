/** Chain groups a wallet can support; expanded to CAIP-2 ids by the generator. */
export type ChainGroup = 'evm' | 'evm-lite' | 'solana' | 'bitcoin' | 'cosmos' | 'polkadot' | 'tezos' | 'algorand' | 'ronin' | 'celo' | 'avalanche'

/** A hand-written entry: the facts a catalog needs about a well-known wallet. */
export interface KnownWallet {
  name: string
  rdns: string | null
  mobile: string | null
  homepage: string
  groups: ChainGroup[]
  /** `namespace:flag`, e.g. `eip155:isMetaMask`. */
  injected?: string[]
  desktop?: string
  webapp?: string
  certified?: boolean
}

/** Well-known wallets, most used first (the order is the catalog's default ranking). */
export const knownWallets: KnownWallet[] = [
  { name: 'MetaMask', rdns: 'io.metamask', mobile: 'metamask://', homepage: 'https://metamask.io', groups: ['evm'], injected: ['eip155:isMetaMask'], certified: true },
  { name: 'Trust Wallet', rdns: 'com.trustwallet.app', mobile: 'trust://', homepage: 'https://trustwallet.com', groups: ['evm', 'solana', 'bitcoin', 'cosmos'], injected: ['eip155:isTrust', 'solana:isTrust'], certified: true },
  { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', mobile: 'cbwallet://', homepage: 'https://www.coinbase.com/wallet', groups: ['evm', 'solana'], injected: ['eip155:isCoinbaseWallet'], webapp: 'https://keys.coinbase.com', certified: true },
  { name: 'Rainbow', rdns: 'me.rainbow', mobile: 'rainbow://', homepage: 'https://rainbow.me', groups: ['evm'], injected: ['eip155:isRainbow'], certified: true },
  { name: 'Phantom', rdns: 'app.phantom', mobile: 'phantom://', homepage: 'https://phantom.app', groups: ['solana', 'evm-lite', 'bitcoin'], injected: ['solana:isPhantom', 'eip155:isPhantom'], certified: true },
  { name: 'Rabby Wallet', rdns: 'io.rabby', mobile: 'rabby://', homepage: 'https://rabby.io', groups: ['evm'], injected: ['eip155:isRabby'], desktop: 'rabby://', certified: true },
  { name: 'OKX Wallet', rdns: 'com.okex.wallet', mobile: 'okex://main', homepage: 'https://www.okx.com/web3', groups: ['evm', 'solana', 'bitcoin'], injected: ['eip155:isOkxWallet', 'solana:isOkxWallet'], certified: true },
  { name: 'Zerion', rdns: 'io.zerion.wallet', mobile: 'zerion://', homepage: 'https://zerion.io', groups: ['evm', 'solana'], injected: ['eip155:isZerion'], certified: true },
  { name: 'Ledger Live', rdns: 'com.ledger', mobile: 'ledgerlive://', homepage: 'https://www.ledger.com/ledger-live', groups: ['evm', 'solana', 'bitcoin', 'cosmos', 'polkadot', 'tezos', 'algorand'], desktop: 'ledgerlive://', certified: true },
  { name: 'Uniswap Wallet', rdns: 'org.uniswap.app', mobile: 'uniswap://', homepage: 'https://wallet.uniswap.org', groups: ['evm'], injected: ['eip155:isUniswapWallet'], certified: true },
  { name: 'Safe', rdns: 'global.safe', mobile: null, homepage: 'https://safe.global', groups: ['evm'], webapp: 'https://app.safe.global' },
  { name: 'Argent', rdns: 'xyz.argent', mobile: 'argent://app/', homepage: 'https://www.argent.xyz', groups: ['evm-lite'], certified: true },
  { name: 'Exodus', rdns: 'com.exodus.web3-wallet', mobile: 'exodus://', homepage: 'https://www.exodus.com', groups: ['evm', 'solana', 'bitcoin'], injected: ['eip155:isExodus', 'solana:isExodus'] },
  { name: 'Binance Wallet', rdns: 'com.binance.wallet', mobile: 'bnc://app.binance.com/cedefi/', homepage: 'https://www.binance.com/en/web3wallet', groups: ['evm', 'solana', 'bitcoin'], injected: ['eip155:isBinance'], certified: true },
  { name: 'Bitget Wallet', rdns: 'com.bitget.web3', mobile: 'bitkeep://', homepage: 'https://web3.bitget.com', groups: ['evm', 'solana', 'bitcoin'], injected: ['eip155:isBitKeep'], certified: true },
  { name: '1inch Wallet', rdns: 'io.1inch.wallet', mobile: 'oneinch://', homepage: 'https://1inch.io/wallet', groups: ['evm', 'solana'] },
  { name: 'imToken', rdns: 'im.token', mobile: 'imtokenv2://', homepage: 'https://token.im', groups: ['evm', 'bitcoin', 'cosmos'], injected: ['eip155:isImToken'] },
  { name: 'TokenPocket', rdns: 'pro.tokenpocket', mobile: 'tpoutside://', homepage: 'https://www.tokenpocket.pro', groups: ['evm', 'solana', 'bitcoin'], injected: ['eip155:isTokenPocket'] },
  { name: 'SafePal', rdns: 'io.safepal', mobile: 'safepalwallet://', homepage: 'https://www.safepal.com', groups: ['evm', 'solana', 'bitcoin'], injected: ['eip155:isSafePal'] },
  { name: 'Crypto.com DeFi Wallet', rdns: 'com.crypto.wallet', mobile: 'dfw://', homepage: 'https://crypto.com/defi-wallet', groups: ['evm', 'cosmos'], injected: ['eip155:isDeficonnectProvider'] },
  { name: 'Brave Wallet', rdns: 'com.brave.wallet', mobile: null, homepage: 'https://brave.com/wallet', groups: ['evm', 'solana'], injected: ['eip155:isBraveWallet', 'solana:isBraveWallet'] },
  { name: 'Frame', rdns: 'sh.frame', mobile: null, homepage: 'https://frame.sh', groups: ['evm'], injected: ['eip155:isFrame'], desktop: 'frame://' },
  { name: 'Taho', rdns: 'xyz.taho', mobile: null, homepage: 'https://taho.xyz', groups: ['evm-lite'], injected: ['eip155:isTally'] },
  { name: 'Backpack', rdns: 'app.backpack', mobile: 'backpack://', homepage: 'https://backpack.app', groups: ['solana', 'evm-lite'], injected: ['solana:isBackpack'] },
  { name: 'Solflare', rdns: 'com.solflare', mobile: 'solflare://', homepage: 'https://solflare.com', groups: ['solana'], injected: ['solana:isSolflare'] },
  { name: 'Xverse', rdns: 'com.xverse', mobile: 'xverse://', homepage: 'https://www.xverse.app', groups: ['bitcoin', 'evm-lite'], injected: ['bip122:isXverse'] },
  { name: 'Leather', rdns: 'io.leather', mobile: null, homepage: 'https://leather.io', groups: ['bitcoin'], injected: ['bip122:isLeather'] },
  { name: 'UniSat Wallet', rdns: 'io.unisat', mobile: 'unisat://', homepage: 'https://unisat.io', groups: ['bitcoin'], injected: ['bip122:isUnisat'] },
  { name: 'Keplr', rdns: 'app.keplr', mobile: 'keplrwallet://', homepage: 'https://www.keplr.app', groups: ['cosmos', 'evm-lite'], injected: ['eip155:isKeplr'] },
  { name: 'Ronin Wallet', rdns: 'com.roninchain.wallet', mobile: 'roninwallet://', homepage: 'https://wallet.roninchain.com', groups: ['ronin', 'evm-lite'], injected: ['eip155:isRonin'] },
  { name: 'Core', rdns: 'app.core.extension', mobile: 'core://', homepage: 'https://core.app', groups: ['avalanche', 'evm-lite', 'bitcoin'], injected: ['eip155:isAvalanche'] },
  { name: 'Enkrypt', rdns: 'com.enkrypt', mobile: null, homepage: 'https://www.enkrypt.com', groups: ['evm', 'polkadot', 'bitcoin'], injected: ['eip155:isEnkrypt'] },
  { name: 'MEW wallet', rdns: 'com.myetherwallet', mobile: 'mewwallet://', homepage: 'https://www.mewwallet.com', groups: ['evm'] },
  { name: 'Zengo', rdns: 'com.zengo.wallet', mobile: 'zengo://', homepage: 'https://zengo.com', groups: ['evm', 'bitcoin'] },
  { name: 'Bitcoin.com Wallet', rdns: 'com.bitcoin', mobile: 'bitcoincom://', homepage: 'https://wallet.bitcoin.com', groups: ['evm-lite', 'bitcoin'] },
  { name: 'Atomic Wallet', rdns: 'io.atomicwallet', mobile: 'atomicwallet://', homepage: 'https://atomicwallet.io', groups: ['evm', 'solana', 'bitcoin'], desktop: 'atomicwallet://' },
  { name: 'Guarda', rdns: 'com.guarda', mobile: 'guarda://', homepage: 'https://guarda.com', groups: ['evm', 'bitcoin'], webapp: 'https://guarda.co/app' },
  { name: 'Coin98', rdns: 'coin98.com', mobile: 'coin98://', homepage: 'https://coin98.com', groups: ['evm', 'solana'], injected: ['eip155:isCoin98'] },
  { name: 'MathWallet', rdns: 'io.mathwallet', mobile: 'mathwallet://', homepage: 'https://mathwallet.org', groups: ['evm', 'solana', 'polkadot'], injected: ['eip155:isMathWallet'] },
  { name: 'BitPay Wallet', rdns: 'com.bitpay', mobile: 'bitpay://', homepage: 'https://bitpay.com/wallet', groups: ['evm-lite', 'bitcoin'] },
  { name: 'Trezor Suite', rdns: 'io.trezor', mobile: null, homepage: 'https://trezor.io/trezor-suite', groups: ['evm', 'bitcoin', 'solana'], desktop: 'trezorsuite://', webapp: 'https://suite.trezor.io/web' },
  { name: 'Keystone', rdns: 'io.keyst', mobile: null, homepage: 'https://keyst.one', groups: ['evm', 'bitcoin', 'solana'] },
  { name: 'Tangem', rdns: 'com.tangem', mobile: 'tangem://', homepage: 'https://tangem.com', groups: ['evm', 'bitcoin', 'solana'] },
  { name: 'Family', rdns: 'co.family.wallet', mobile: 'familywallet://', homepage: 'https://family.co', groups: ['evm-lite'] },
  { name: 'Kraken Wallet', rdns: 'com.kraken', mobile: 'krakenwallet://', homepage: 'https://www.kraken.com/wallet', groups: ['evm', 'solana', 'bitcoin'] },
  { name: 'Robinhood Wallet', rdns: 'com.robinhood.wallet', mobile: 'robinhood-wallet://', homepage: 'https://robinhood.com/web3-wallet', groups: ['evm-lite', 'solana'] },
  { name: 'Status', rdns: 'im.status', mobile: 'status-app://', homepage: 'https://status.app', groups: ['evm-lite'] },
  { name: 'Omni', rdns: 'app.omni', mobile: 'omni://', homepage: 'https://omni.app', groups: ['evm', 'solana', 'cosmos'] },
  { name: 'Sequence', rdns: 'xyz.sequence', mobile: null, homepage: 'https://sequence.xyz', groups: ['evm'], webapp: 'https://sequence.app' },
  { name: 'Magic Eden Wallet', rdns: 'io.magiceden.wallet', mobile: 'magiceden://', homepage: 'https://wallet.magiceden.io', groups: ['solana', 'evm-lite', 'bitcoin'], injected: ['solana:isMagicEden'] },
  { name: 'Nightly', rdns: 'app.nightly', mobile: 'nightly://', homepage: 'https://nightly.app', groups: ['solana', 'evm-lite'], injected: ['solana:isNightly'] },
  { name: 'Talisman', rdns: 'xyz.talisman', mobile: null, homepage: 'https://talisman.xyz', groups: ['evm', 'polkadot'], injected: ['eip155:isTalisman'] },
  { name: 'SubWallet', rdns: 'app.subwallet', mobile: 'subwallet://', homepage: 'https://subwallet.app', groups: ['evm', 'polkadot'], injected: ['eip155:isSubWallet'] },
  { name: 'OneKey', rdns: 'so.onekey.app.wallet', mobile: 'onekey-wallet://', homepage: 'https://onekey.so', groups: ['evm', 'solana', 'bitcoin'], injected: ['eip155:isOneKey'] },
  { name: 'Fireblocks', rdns: 'com.fireblocks', mobile: 'fireblocks-wc://', homepage: 'https://www.fireblocks.com', groups: ['evm'], desktop: 'fireblocks-wc://' },
  { name: 'Bybit Wallet', rdns: 'com.bybit', mobile: 'bybitapp://', homepage: 'https://www.bybit.com/web3', groups: ['evm', 'solana'], injected: ['eip155:isBybit'] },
  { name: 'Gate Wallet', rdns: 'io.gate.wallet', mobile: 'gtweb3wallet://', homepage: 'https://www.gate.io/web3', groups: ['evm', 'solana', 'bitcoin'], injected: ['eip155:isGateWallet'] },
  { name: 'Infinity Wallet', rdns: 'io.infinitywallet', mobile: 'infinity://', homepage: 'https://infinitywallet.io', groups: ['evm'], desktop: 'infinity://' },
  { name: 'Valora', rdns: 'co.valora', mobile: 'celo://wallet/', homepage: 'https://valora.xyz', groups: ['celo', 'evm-lite'] },
  { name: 'AlphaWallet', rdns: 'com.alphawallet', mobile: 'awallet://', homepage: 'https://alphawallet.com', groups: ['evm'] },
  { name: 'Blockchain.com', rdns: 'com.blockchain', mobile: 'blockchain-wallet://', homepage: 'https://www.blockchain.com/wallet', groups: ['evm-lite', 'bitcoin'] },
  { name: 'Edge', rdns: 'co.edgesecure.app', mobile: 'edge://', homepage: 'https://edge.app', groups: ['evm-lite', 'bitcoin'] },
  { name: 'Ctrl Wallet', rdns: 'xyz.ctrl', mobile: null, homepage: 'https://ctrl.xyz', groups: ['evm', 'solana', 'bitcoin', 'cosmos'], injected: ['eip155:isCtrl'] },
  { name: 'Ambire Wallet', rdns: 'com.ambire', mobile: 'ambire://', homepage: 'https://www.ambire.com', groups: ['evm'], injected: ['eip155:isAmbire'], webapp: 'https://wallet.ambire.com' },
  { name: 'Daimo', rdns: 'com.daimo', mobile: 'daimo://', homepage: 'https://daimo.com', groups: ['evm-lite'] },
  { name: 'Frontier', rdns: 'xyz.frontier.wallet', mobile: 'frontier://', homepage: 'https://www.frontier.xyz', groups: ['evm', 'cosmos'], injected: ['eip155:isFrontier'] },
  { name: 'Cake Wallet', rdns: 'com.cakewallet', mobile: 'cakewallet://', homepage: 'https://cakewallet.com', groups: ['evm-lite', 'bitcoin', 'solana'] },
  { name: 'Klever Wallet', rdns: 'io.klever', mobile: 'kleverwallet://', homepage: 'https://klever.io', groups: ['evm-lite', 'bitcoin'] },
  { name: 'Zeal', rdns: 'app.zeal', mobile: 'zeal://', homepage: 'https://zeal.app', groups: ['evm'], injected: ['eip155:isZeal'] },
  { name: 'Pera Wallet', rdns: 'app.perawallet', mobile: 'perawallet://', homepage: 'https://perawallet.app', groups: ['algorand'] },
  { name: 'Temple Wallet', rdns: 'com.templewallet', mobile: null, homepage: 'https://templewallet.com', groups: ['tezos'] },
  { name: 'Coinomi', rdns: 'com.coinomi', mobile: 'coinomi://', homepage: 'https://www.coinomi.com', groups: ['evm-lite', 'bitcoin', 'cosmos'] },
  { name: 'Obvious', rdns: 'io.obvious', mobile: 'obvious://', homepage: 'https://obvious.technology', groups: ['evm', 'solana'] },
]
