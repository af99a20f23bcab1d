import type { SocialProvider } from '../../../../shared/options'
import { useAppDispatch } from '../../../store/hooks'
import { Mark } from '../../../ui/components/marks/Mark'
import { SOCIAL_MARKS } from '../../../ui/components/marks/socialMarks'
import { t } from '../../../ui/i18n/t'
import { socialSelected } from '../../../state/connection/connectActions'

/**
 * The social sign-in buttons, in the configured order: the first one wide with its name, the
 * rest as a row of icon buttons named by a visually hidden text, each with its provider's mark
 * drawn in the project (`SOCIAL_MARKS`).
 *
 * @example
 * <SocialRow providers={['google', 'x']} disabled={false} />
 */
export function SocialRow({ providers, disabled }: { providers: readonly SocialProvider[]; disabled: boolean }) {
  const dispatch = useAppDispatch()
  const [first, ...rest] = providers
  if (!first) return null
  const pick = (provider: SocialProvider) => dispatch(socialSelected({ provider }))
  const name = (p: SocialProvider) => t(`social.${p}`)
  return (
    <div className="airlock-socials" role="group" aria-label={t('connect.social.group')}>
      <button type="button" className="airlock-list-button" disabled={disabled} onClick={() => pick(first)} data-testid={`airlock-social-${first}`}>
        <Mark id={first} drawing={SOCIAL_MARKS[first]} size={32} />
        <span className="airlock-list-label">{t('connect.social.with', { provider: name(first) })}</span>
      </button>
      {rest.length > 0 ? (
        <div className="airlock-social-row">
          {rest.map((p) => (
            <button
              key={p}
              type="button"
              className="airlock-social-button"
              disabled={disabled}
              title={name(p)}
              onClick={() => pick(p)}
              data-testid={`airlock-social-${p}`}
            >
              {/* The name from content, not aria-label: the button shows only the provider's mark. */}
              <Mark id={p} drawing={SOCIAL_MARKS[p]} size={28} />
              <span className="airlock-visually-hidden">{t('connect.social.with', { provider: name(p) })}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
