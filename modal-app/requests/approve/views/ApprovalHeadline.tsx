import { Icon } from '../../../ui/components/Icon'
import type { ApprovalHeadline as Headline } from '../describeApproval'
import '../../../ui/i18n/viewMessages'

/**
 * The top of an approval: the action in one sentence ("Send 5 AUSD to 0x70…dc79C8"), a warning
 * when it asks for more than it seems (an unlimited allowance), and every address the sentence
 * shortens, whole, under it (an address is never cut so that it looks complete).
 *
 * @example
 * <ApprovalHeadline headline={describeApproval({ method, params, network, token })!} />
 */
export function ApprovalHeadline({ headline }: { headline: Headline }) {
  return (
    <div className="airlock-approve-headline" data-testid="airlock-approve-headline">
      <p className="airlock-approve-action" data-testid="airlock-approve-action">
        {headline.text}
      </p>
      {headline.warning ? (
        <p className="airlock-approve-warning" role="note" data-testid="airlock-approve-warning">
          <Icon name="alert" size={16} />
          <span>{headline.warning}</span>
        </p>
      ) : null}
      {headline.addresses.length ? (
        <dl className="airlock-approve-addresses">
          {headline.addresses.map((entry, index) => (
            <div key={index}>
              <dt className="airlock-text-secondary">{entry.label}</dt>
              <dd className="airlock-approve-hex" data-testid={`airlock-approve-address-${index}`}>
                {entry.address}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}
