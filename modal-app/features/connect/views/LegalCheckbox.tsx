import { t } from '../../../ui/i18n/t'

/**
 * The terms and privacy consent; links open in a new tab through the host's link policy.
 *
 * @example
 * <LegalCheckbox termsUrl={u1} privacyUrl={u2} checked={ok} onChange={setOk} />
 */
export function LegalCheckbox(props: { termsUrl: string; privacyUrl: string; checked: boolean; onChange: (v: boolean) => void }) {
  const [before, middle, after] = splitAround(t('connect.legal.agree'))
  return (
    <div className="airlock-legal" data-testid="airlock-legal">
      <input
        id="airlock-legal-checkbox"
        type="checkbox"
        className="airlock-checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        data-testid="airlock-legal-checkbox"
      />
      <label htmlFor="airlock-legal-checkbox">
        {before}
        <a href={props.termsUrl} target="_blank" rel="noopener noreferrer">
          {t('connect.legal.terms')}
        </a>
        {middle}
        <a href={props.privacyUrl} target="_blank" rel="noopener noreferrer">
          {t('connect.legal.privacy')}
        </a>
        {after}
      </label>
    </div>
  )
}

/** Splits "I agree to the {terms} and {privacy}" so the links sit where the locale puts them. */
function splitAround(text: string): [string, string, string] {
  const [before = '', rest = ''] = text.split('{terms}')
  const [middle = '', after = ''] = rest.split('{privacy}')
  return [before, middle, after]
}
