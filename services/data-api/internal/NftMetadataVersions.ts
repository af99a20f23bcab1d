/** EIP-4906's "every token of the collection" range end: `type(uint256).max`. */
const ALL_TOKENS = 2n ** 256n - 1n

/**
 * The block of the latest ERC-4906 `MetadataUpdate` / `BatchMetadataUpdate` a contract emitted for
 * each token: what a cache of token facts (URI, metadata) is keyed by, so it is read again once
 * the contract says the metadata changed. Built from the chain's logs, it is the same in every
 * instance that has read the chain to the same block: two instances behind a balancer answer the
 * same facts, where a cache kept for the life of each process would answer what each read first.
 *
 * @example
 * const versions = new NftMetadataVersions()
 * versions.update('0xabc…', 1n, 1n, 42n)
 * versions.of('0xabc…', 1n) // 42n
 */
export class NftMetadataVersions {
  /** contract (lower case) → token id → block of its latest single update. */
  private readonly single = new Map<string, Map<bigint, bigint>>()
  /** contract (lower case) → its batch updates, oldest first. */
  private readonly batches = new Map<string, { from: bigint; to: bigint; block: bigint }[]>()

  /** Records an update of tokens `from`..`to` (one token when equal) of `contract` in block `block`. */
  update(contract: string, from: bigint, to: bigint, block: bigint): void {
    const key = contract.toLowerCase()
    if (from === to) {
      let tokens = this.single.get(key)
      if (!tokens) this.single.set(key, (tokens = new Map()))
      tokens.set(from, block)
      return
    }
    let list = this.batches.get(key)
    if (!list) this.batches.set(key, (list = []))
    // A later update of the whole collection makes every earlier batch moot.
    if (from === 0n && to === ALL_TOKENS) list.length = 0
    list.push({ from, to, block })
  }

  /** The block of the latest update covering `tokenId` of `contract`; 0n when none was announced. */
  of(contract: string, tokenId: bigint): bigint {
    const key = contract.toLowerCase()
    let block = this.single.get(key)?.get(tokenId) ?? 0n
    for (const b of this.batches.get(key) ?? []) if (b.from <= tokenId && tokenId <= b.to && b.block > block) block = b.block
    return block
  }

  /** Forgets everything (the chain restarted). */
  clear(): void {
    this.single.clear()
    this.batches.clear()
  }
}
