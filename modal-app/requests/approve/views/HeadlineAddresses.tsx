import type { HeadlineAddress } from '../describeApproval'

/**
 * Every address an approval's headline shortens, whole and labelled, first thing in its details:
 * an address is never cut so that it looks complete.
 *
 * @example
 * <HeadlineAddresses addresses={[{ label: 'Recipient', address: '0x7099…' }]} />
 */
export function HeadlineAddresses({ addresses }: { addresses: HeadlineAddress[] }) {
  if (!addresses.length) return null
  return (
    <dl className="airlock-approve-addresses" data-testid="airlock-approve-addresses">
      {addresses.map((entry, index) => (
        <div key={index}>
          <dt className="airlock-text-secondary">{entry.label}</dt>
          <dd className="airlock-approve-hex" dir="ltr" data-testid={`airlock-approve-address-${index}`}>
            {entry.address}
          </dd>
        </div>
      ))}
    </dl>
  )
}
