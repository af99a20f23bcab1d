import type { Extrinsic } from '@polkadot/types/interfaces'
import { hexToU8a, u8aToHex } from '@polkadot/util'
import { systemAccountKey } from '../../../shared/polkadot/systemAccountKey'
import { blake2AsHex, blake2AsU8a, decodeAddress, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import type { PolkadotRuntime } from './loadPolkadotRuntime'
import { PolkadotRpcError } from './PolkadotRpcError'

type Hex = `0x${string}`

/** One account as the stand-in keeps it: free balance in planck and the next nonce. */
interface Account {
  free: bigint
  nonce: number
}

/** One block: one extrinsic a block (like anvil's one transaction a block), or none for genesis. */
export interface PolkadotBlock {
  number: number
  hash: Hex
  parentHash: Hex
  stateRoot: Hex
  extrinsicsRoot: Hex
  extrinsics: Hex[]
  /** Unix ms at which the stand-in made the block. */
  timestamp: number
}

/** What happened to one extrinsic, as `airlock_accountHistory` lists it. */
export interface PolkadotHistoryEntry {
  blockNumber: number
  blockHash: Hex
  extrinsicHash: Hex
  /** SS58 (Polkadot prefix 0) of the signer. */
  signer: string
  /** Pallet and call, as the metadata names them (`balances`, `transferKeepAlive`). */
  section: string
  method: string
  /** The call's arguments as `@polkadot/types` renders them for people. */
  args: Record<string, unknown>
  /** SS58 of the account credited, for transfers. */
  to?: string
  /** Planck moved, for transfers (decimal string). */
  amount?: string
  fee: string
  tip: string
  success: boolean
  /** `pallet.Error` of a failed dispatch (the fee is still paid, as on a real chain). */
  error?: string
  timestamp: number
}

/** The flat fee every extrinsic pays here, in planck (0.0158 DOT, about a real transfer's fee). */
export const STANDIN_FEE = 158_000_000n

/** Calls the stand-in runs; anything else is refused before inclusion (see the README). */
const SUPPORTED = new Set(['balances.transferAllowDeath', 'balances.transferKeepAlive', 'balances.transferAll', 'system.remark', 'system.remarkWithEvent'])

/**
 * The state of the local Polkadot stand-in: accounts (free balance, nonce), one block per
 * extrinsic, and the history of every extrinsic it included. `submit` decodes an extrinsic
 * against the real Polkadot metadata, rebuilds the payload its signer signed (era, nonce, tip,
 * spec and transaction versions, genesis and birth-block hashes) and checks the sr25519, ed25519
 * or ecdsa signature with `@polkadot/util-crypto` before anything changes.
 *
 * @example
 * const chain = new PolkadotChain(loadPolkadotRuntime(), GENESIS, [{ address, free: 10n ** 14n }])
 * const hash = chain.submit(signedHex)
 */
export class PolkadotChain {
  readonly runtime: PolkadotRuntime
  readonly genesisHash: Hex
  private readonly accounts = new Map<Hex, Account>()
  private readonly blocks: PolkadotBlock[] = []
  private readonly byHash = new Map<string, PolkadotBlock>()
  private readonly history: PolkadotHistoryEntry[] = []

  constructor(runtime: PolkadotRuntime, genesisHash: Hex, endowed: { publicKey: Hex; free: bigint }[]) {
    this.runtime = runtime
    this.genesisHash = genesisHash
    for (const { publicKey, free } of endowed) this.accounts.set(publicKey, { free, nonce: 0 })
    // The genesis block carries the hash of the network it plays (its real header is unknowable here).
    this.pushBlock(genesisHash, '0x' + '00'.repeat(32) as Hex, [])
    // Clients hash the header they read to name the block a mortal era starts at; genesis's header
    // can't hash to the played network's genesis hash, so the chain starts with an empty block 1.
    this.pushBlock(null, genesisHash, [])
  }

  get head(): PolkadotBlock {
    return this.blocks[this.blocks.length - 1]!
  }

  blockAt(number: number): PolkadotBlock | undefined {
    return this.blocks[number]
  }

  blockByHash(hash: string): PolkadotBlock | undefined {
    return this.byHash.get(hash.toLowerCase())
  }

  /** Free balance in planck (0 for an unknown account). */
  balanceOf(publicKey: Hex): bigint {
    return this.accounts.get(publicKey)?.free ?? 0n
  }

  nonceOf(publicKey: Hex): number {
    return this.accounts.get(publicKey)?.nonce ?? 0
  }

  /** The history of an account (as signer or receiver), newest first. */
  historyOf(address: string, limit: number): PolkadotHistoryEntry[] {
    return this.history.filter((h) => h.signer === address || h.to === address).reverse().slice(0, limit)
  }

  /** The SCALE-encoded `System.Account` value of an account, what `state_getStorage` answers. */
  accountInfo(publicKey: Hex): Hex | null {
    const account = this.accounts.get(publicKey)
    if (!account) return null
    const entry = this.runtime.decorated.query.system!.account!
    const type = this.runtime.registry.createLookupType(entry.meta.type.asMap.value)
    return this.runtime.registry.createType(type, { nonce: account.nonce, consumers: 0, providers: 1, sufficients: 0, data: { free: account.free, reserved: 0, frozen: 0, flags: '0x80000000000000000000000000000000' } }).toHex()
  }

  /** The storage key of an account's `System.Account` entry. */
  accountKey(publicKey: Hex): Hex {
    return systemAccountKey(hexToU8a(publicKey))
  }

  /**
   * Decodes, verifies and applies a signed extrinsic; returns its hash. Throws
   * {@link PolkadotRpcError} 1002 (undecodable) or 1010 (invalid transaction: bad signature,
   * stale or future nonce, wrong era, fees it cannot pay, a call the stand-in does not run), as
   * a node's transaction pool would, and changes nothing then.
   */
  submit(hex: string): Hex {
    const { registry } = this.runtime
    let ext: Extrinsic
    try {
      ext = registry.createType('Extrinsic', hex)
      if (ext.toHex() !== hex.toLowerCase()) throw new Error('trailing bytes')
    } catch (error) {
      throw new PolkadotRpcError(1002, 'Verification Error: Runtime error: Could not decode', `Could not decode the extrinsic: ${(error as Error).message}`)
    }
    if (!ext.isSigned) throw invalid('Unsigned extrinsics are not accepted by the stand-in')
    const call = `${ext.method.section}.${ext.method.method}`
    if (!SUPPORTED.has(call)) throw invalid(`The local stand-in does not run ${call}`)
    // The signer is a MultiAddress; only its account-id form (shown as SS58) names a key here.
    let signer: Hex
    try {
      signer = u8aToHex(decodeAddress(ext.signer.toString())) as Hex
    } catch {
      throw invalid('The local stand-in takes signers by account id only')
    }
    const account = this.accounts.get(signer)
    const nonce = ext.nonce.toNumber()
    const expected = account?.nonce ?? 0
    if (nonce < expected) throw invalid('Transaction is outdated')
    if (nonce > expected) throw invalid('Transaction will be valid in the future')
    const blockHash = this.birthHash(ext)
    this.verify(ext, blockHash, signer)
    const tip = ext.tip.toBigInt()
    const fee = STANDIN_FEE
    if (!account || account.free < fee + tip) throw invalid('Inability to pay some fees (e.g. account balance too low)')

    account.free -= fee + tip
    account.nonce += 1
    const entry = this.dispatch(ext, account, signer)
    const block = this.pushBlock(null, this.head.hash, [ext.toHex() as Hex])
    this.history.push({ ...entry, blockNumber: block.number, blockHash: block.hash, extrinsicHash: blake2AsHex(ext.toU8a()) as Hex, signer: encodeAddress(signer, 0), section: ext.method.section, method: ext.method.method, args: (ext.method.toHuman() as { args?: Record<string, unknown> }).args ?? {}, fee: fee.toString(), tip: tip.toString(), timestamp: block.timestamp })
    return blake2AsHex(ext.toU8a()) as Hex
  }

  /** The block hash a mortal era was signed against (genesis for an immortal one), or 1010. */
  private birthHash(ext: Extrinsic): Hex {
    if (ext.era.isImmortalEra) return this.genesisHash
    const mortal = ext.era.asMortalEra
    const current = this.head.number
    const birth = Number(mortal.birth(current))
    const death = Number(mortal.death(current))
    if (birth > current || current >= death) throw invalid('Transaction has an ancient birth block')
    const block = this.blocks[birth]
    if (!block) throw invalid('Transaction has an ancient birth block')
    return block.hash
  }

  /** Rebuilds the signed payload from the extrinsic's extras and the chain's own values, then checks the signature over it. */
  private verify(ext: Extrinsic, blockHash: Hex, signer: Hex): void {
    const { registry, runtimeVersion } = this.runtime
    // The signature struct of the extrinsic: signer, signature and one field per signed extension's extra.
    const signature = (ext.unwrap() as unknown as { signature: { get(name: string): { toJSON(): unknown } | undefined } }).signature
    const extras: Record<string, unknown> = {}
    for (const name of Object.keys(registry.getSignedExtensionTypes())) extras[name] = signature.get(name)
    const mode = (extras.mode as { toJSON(): unknown } | undefined)?.toJSON()
    if (mode !== undefined && mode !== 0 && mode !== 'Disabled') throw invalid('The local stand-in does not check metadata hashes (CheckMetadataHash mode must be 0)')
    const payload = registry.createType('ExtrinsicPayload', { ...extras, method: ext.method.toHex(), specVersion: runtimeVersion.specVersion, transactionVersion: runtimeVersion.transactionVersion, genesisHash: this.genesisHash, blockHash }, { version: ext.version & 0x7f })
    const encoded = payload.toU8a({ method: true })
    const message = encoded.length > 256 ? blake2AsU8a(encoded, 256) : encoded
    const { isValid } = signatureVerify(message, ext.signature.toU8a(), signer)
    if (!isValid) throw invalid('Transaction has a bad signature')
  }

  /** Runs the call; a failed dispatch still pays its fee and uses its nonce, as on a real chain. */
  private dispatch(ext: Extrinsic, from: Account, fromKey: Hex): Pick<PolkadotHistoryEntry, 'success' | 'error' | 'to' | 'amount'> {
    const { section, method, args } = ext.method
    if (section === 'system') return { success: true }
    let toKey: Hex
    try {
      toKey = u8aToHex(decodeAddress(args[0]!.toString())) as Hex
    } catch {
      // An index or raw address: no lookup here, as a chain without the indices pallet answers.
      return { success: false, error: 'system.CannotLookup' }
    }
    const to = encodeAddress(toKey, 0)
    const ed = this.runtime.existentialDeposit
    const keepAlive = method === 'transferKeepAlive' || (method === 'transferAll' && (args[1] as unknown as { isTrue: boolean }).isTrue)
    const amount = method === 'transferAll' ? (keepAlive ? (from.free > ed ? from.free - ed : 0n) : from.free) : BigInt((args[1] as unknown as { toString(): string }).toString())
    if (amount > from.free) return { success: false, error: 'token.FundsUnavailable', to, amount: amount.toString() }
    const left = from.free - amount
    if (keepAlive && left < ed) return { success: false, error: 'token.NotExpendable', to, amount: amount.toString() }
    const receiver = this.accounts.get(toKey)
    if (!receiver && amount < ed) return { success: false, error: 'token.BelowMinimum', to, amount: amount.toString() }
    from.free = left
    if (toKey === fromKey) from.free += amount
    else if (receiver) receiver.free += amount
    else this.accounts.set(toKey, { free: amount, nonce: 0 })
    // An account under the existential deposit is reaped (its nonce starts again at 0).
    if (from.free < ed && toKey !== fromKey) this.accounts.delete(fromKey)
    return { success: true, to, amount: amount.toString() }
  }

  private pushBlock(fixedHash: Hex | null, parentHash: Hex, extrinsics: Hex[]): PolkadotBlock {
    const { registry } = this.runtime
    const number = this.blocks.length
    const state = [...this.accounts].map(([k, a]) => `${k}:${a.free}:${a.nonce}`).join(',')
    const stateRoot = blake2AsHex(state) as Hex
    const extrinsicsRoot = blake2AsHex(extrinsics.join('')) as Hex
    const header = registry.createType('Header', { parentHash, number, stateRoot, extrinsicsRoot, digest: { logs: [] } })
    const block: PolkadotBlock = { number, hash: fixedHash ?? (header.hash.toHex() as Hex), parentHash, stateRoot, extrinsicsRoot, extrinsics, timestamp: Date.now() }
    this.blocks.push(block)
    this.byHash.set(block.hash, block)
    return block
  }
}

function invalid(reason: string): PolkadotRpcError {
  return new PolkadotRpcError(1010, 'Invalid Transaction', reason)
}
