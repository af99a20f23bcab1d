import { Metadata, TypeRegistry, expandMetadata } from '@polkadot/types'
import staticPolkadot from '@polkadot/types-support/metadata/static-polkadot'
import { compactStripLength, u8aToHex } from '@polkadot/util'
import { describe, expect, it } from 'vitest'
import { systemAccountKey } from './systemAccountKey'

describe('systemAccountKey', () => {
  it('is the key @polkadot/types derives from the Polkadot metadata for System.Account', () => {
    const registry = new TypeRegistry()
    const metadata = new Metadata(registry, staticPolkadot)
    registry.setMetadata(metadata)
    const account = expandMetadata(registry, metadata).query.system!.account!
    for (let i = 0; i < 5; i++) {
      const key = crypto.getRandomValues(new Uint8Array(32))
      // The decorated storage function prefixes its key with a compact length, as it is sent inside a Vec.
      expect(systemAccountKey(key)).toBe(u8aToHex(compactStripLength(account(key))[1]))
    }
  })
})
