import { Icon } from '../../../ui/components/Icon'
import type { ApprovalHeadline as Headline } from '../describeApproval'
import '../../../ui/i18n/viewMessages'

/**
 * The top of an approval: the action in one sentence ("Send 5 AUSD to 0x70…dc79C8") and a
 * warning when it asks for more than it seems (an unlimited allowance). The addresses the
 * sentence shortens are given whole first thing in the details (HeadlineAddresses).
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
    </div>
  )
}
