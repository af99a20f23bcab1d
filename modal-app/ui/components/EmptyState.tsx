import { Icon, type IconName } from './Icon'

/**
 * An honest empty state: an icon, a title and a hint, in a polite live region so a search
 * that empties the list is announced.
 *
 * @example
 * <EmptyState icon="search" title={t('allWallets.empty')} hint={t('allWallets.emptyHint')} />
 */
export function EmptyState({ icon, title, hint, testId }: { icon: IconName; title: string; hint?: string; testId?: string }) {
  return (
    <div className="airlock-empty" role="status" data-testid={testId}>
      <span className="airlock-empty-icon">
        <Icon name={icon} size={28} />
      </span>
      <p className="airlock-empty-title">{title}</p>
      {hint ? <p className="airlock-empty-hint">{hint}</p> : null}
    </div>
  )
}
