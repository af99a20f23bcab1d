import { useEffect, useId, useRef, useState } from 'react'
import { Constants } from '../../../../shared/constants'
import { ErrorText } from '../../../../shared/errors/messages'
import { checkNameLabel, fullName, NAME_SUFFIX } from '../../../../shared/names'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { useEndpointQuery } from '../../../state/dataService/useEndpointQuery'
import { profileApi } from '../profileApi'
import { registerName } from '../registerName'
import { t } from '../../../ui/i18n/t'
import '../../../ui/i18n/walletMessages'
import { selectRouteData } from '../../../state/router/selectors'
import { ApproveButton } from '../../../ui/guard/ApproveButton'
import { ReviewHint } from '../../../ui/guard/ReviewHint'
import { useApprovalGuard } from '../../../ui/guard/useApprovalGuard'

/**
 * RegisterAccountName (docs/views.md#flows): a name for the connected embedded wallet in the local zone. The
 * typed name is normalised as it is typed (ENSIP-15) and checked against the rules (docs/validation.md#names), its
 * availability and the service's suggestions are shown (docs/calls.md#data-api, cached 300 s; a failed suggestions
 * request says 'Error fetching name suggestions', docs/texts.md#names), and Register signs
 * and registers it (`registerName`) without a second in-modal approval, so Register is guarded
 * like Approve (useApprovalGuard: the delay after the name is found free, the whole form fully
 * visible with IntersectionObserver v2, or the confirm step without it); Enter in the field
 * doesn't register (it would skip the guard). A name chosen before a failed attempt comes back in the
 * field (route data).
 *
 * @example
 * <RegisterAccountNameView />
 */
export default function RegisterAccountNameView() {
  const dispatch = useAppDispatch()
  const id = useId()
  const initial = useAppSelector(selectRouteData)?.name
  const [input, setInput] = useState(typeof initial === 'string' ? initial : '')
  const [debounced, setDebounced] = useState(input)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(input), Constants.searchDebounceMs)
    return () => clearTimeout(timer)
  }, [input])
  const check = checkNameLabel(debounced)
  const typed = input.trim() !== ''
  const name = check.label ? fullName(check.label) : undefined
  const lookup = useEndpointQuery(profileApi.endpoints.resolveName, name, Constants.ensCacheMs / 1000)
  const hints = useEndpointQuery(profileApi.endpoints.nameSuggestions, check.label ? { name: check.label, zone: NAME_SUFFIX.slice(1) } : undefined, Constants.ensCacheMs / 1000)
  const settled = debounced === input && lookup.isSuccess
  const taken = settled && lookup.data !== null
  const available = settled && lookup.data === null
  const suggestions = (hints.data?.suggestions ?? []).filter((s) => !s.registered && s.name !== name).slice(0, 4)
  const root = useRef<HTMLFormElement>(null)
  const guard = useApprovalGuard(available && name ? `register:${name}` : undefined, root)
  const problem = typed && check.problem ? t(`names.problem.${check.problem}`) : taken ? t('names.taken', { name: name! }) : undefined

  return (
    <form
      ref={root}
      className="airlock-stack"
      data-testid="airlock-register-name"
      data-armed={guard.armed}
      // Only the guarded Register button registers: Enter in the field would bypass the guard.
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={`${id}-name`}>{t('names.label')}</label>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <input
          id={`${id}-name`}
          className="airlock-input"
          autoComplete="off"
          spellCheck={false}
          value={input}
          aria-invalid={!!problem}
          aria-describedby={`${id}-hint`}
          data-testid="airlock-register-name-input"
          onChange={(e) => setInput(e.target.value)}
        />
        <span className="airlock-text-secondary">{NAME_SUFFIX}</span>
      </div>
      <p id={`${id}-hint`} className={problem ? 'airlock-field-error' : 'airlock-text-secondary'} role={problem ? 'alert' : undefined} data-testid="airlock-register-name-status" data-state={problem ? 'refused' : available ? 'available' : 'idle'}>
        {problem ?? (available ? t('names.available', { name: name! }) : lookup.isError ? ErrorText.errorResolvingName : t('names.rules'))}
      </p>
      {suggestions.length > 0 ? (
        <ul className="airlock-token-list" aria-label={t('names.suggestions')} data-testid="airlock-register-name-suggestions">
          {suggestions.map((s) => (
            <li key={s.name}>
              <button type="button" className="airlock-button airlock-button-secondary" style={{ width: '100%' }} onClick={() => setInput(s.name.slice(0, -NAME_SUFFIX.length))}>
                {s.name}
              </button>
            </li>
          ))}
        </ul>
      ) : hints.isError ? (
        <p className="airlock-field-error" role="alert" data-testid="airlock-register-name-suggestions-error">
          {ErrorText.errorFetchingSuggestions}
        </p>
      ) : null}
      <ApproveButton
        guard={guard}
        testId="airlock-register-name-submit"
        disabled={!available}
        label={t('names.register')}
        onApprove={() => void (check.label && dispatch(registerName(check.label)))}
      />
      <ReviewHint hint={guard.hint} active={available} />
    </form>
  )
}
