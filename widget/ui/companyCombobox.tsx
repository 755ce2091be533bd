import type { KeyboardEvent } from 'react';
import type { CompanySuggestion } from '../core/company';
import { formatFrenchDate, formatSiren, noKbis } from '../core/company-rules';
import { NO_SEARCH, type CompanySearch, type SearchAction } from '../core/company-search';
import { COMPANY_RULES, COMPANY_SEARCH } from '../core/copy';
import { companyChoices, companyNotice, visuallyHidden } from './styles';

/*
 * Step 1's company field as a WAI-ARIA combobox, list autocomplete with manual selection
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-autocomplete-list/), in a
 * build with an order service: the field keeps the focus, the arrows move an active option, Enter, a
 * click or a tap chooses it, Escape closes the list (and only a second one the dialog). The dialog's
 * reducer holds the state (widget/core/company-search.ts); these only draw it and translate keys.
 */

export const LISTBOX_ID = 'companyName-list';
export const REFUSAL_ID = 'companyName-refusal';
const SIREN_ID = 'companyName-siren';
const optionId = (index: number) => `companyName-option-${index}`;

/** The company field's combobox attributes and keys, over the field's own. */
export function comboboxAttributes(search = NO_SEARCH, dispatch: (action: SearchAction) => void) {
  const { expanded, active, companies, chosen } = search;
  return {
    role: 'combobox' as const,
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': LISTBOX_ID,
    'aria-activedescendant': active < 0 ? undefined : optionId(active),
    'aria-describedby': chosen ? SIREN_ID : undefined,
    // The browser's own list of past entries would cover the suggestions.
    autoComplete: 'off',
    onKeyDown(event: KeyboardEvent) {
      const { key } = event;
      if ((key === 'ArrowDown' || key === 'ArrowUp') && companies.length) dispatch({ type: 'move', by: key === 'ArrowDown' ? 1 : -1 });
      // Enter on an option chooses it, and does not send the step.
      else if (key === 'Enter' && expanded && active >= 0) dispatch({ type: 'choose', index: active });
      // The dialog closes on the second Escape only: this one's default, the dialog's cancel, is stopped.
      else if (key === 'Escape' && expanded) dispatch({ type: 'collapse' });
      else return;
      event.preventDefault();
    },
    onBlur: () => dispatch({ type: 'collapse' }),
  };
}

/** « le 1er mars 2019 » after « cessée », or nothing when the directory gives no day. */
const ceasedOn = (closedOn: string | null) => (closedOn ? COMPANY_SEARCH.ceasedOn + formatFrenchDate(closedOn) : '');

/** A suggestion's second line: its SIREN, its head office's postcode and town, and when it ceased. */
function details({ siren, postalCode, city, ceased, closedOn }: CompanySuggestion) {
  const parts = [COMPANY_SEARCH.siren + formatSiren(siren), `${postalCode} ${city}`.trim()];
  if (ceased) parts.push(COMPANY_SEARCH.ceased + ceasedOn(closedOn));
  return parts.filter(Boolean).join(' · ');
}

/**
 * What follows the company field: the list of suggestions, the SIREN of the company chosen, what the
 * choice means (a sole trader's notice, Suivant's refusal of a company with no Kbis), the live region
 * that says the count and the choice, and the notice of a search that cannot answer.
 */
export function CompanyChoices({ search = NO_SEARCH, dispatch }: { search?: CompanySearch; dispatch: (action: SearchAction) => void }) {
  const { companies, expanded, active, chosen, refused, said, failed } = search;
  const reason = chosen && noKbis(chosen);
  return (
    <>
      <div
        id={LISTBOX_ID}
        role="listbox"
        aria-label={COMPANY_SEARCH.list}
        className={companyChoices}
        hidden={!expanded}
        // A press on an option keeps the focus in the field: the list is not closed by its blur before the click.
        onMouseDown={(event) => event.preventDefault()}
      >
        {companies.map((company, index) => (
          // Options take no focus and no key of their own: the field keeps both (aria-activedescendant).
          // biome-ignore lint/a11y/useFocusableInteractive: see above.
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
          <div
            key={company.siren}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => dispatch({ type: 'choose', index })}
          >
            <strong>{company.name}</strong>
            <small>{details(company)}</small>
          </div>
        ))}
      </div>
      {chosen && <small id={SIREN_ID}>{COMPANY_SEARCH.siren + formatSiren(chosen.siren)}</small>}
      <p className={visuallyHidden} aria-live="polite">
        {said}
      </p>
      <div aria-live="polite">{failed && <small>{COMPANY_SEARCH.unavailable}</small>}</div>
      <div aria-live="polite">{chosen?.soleTrader && <p className={companyNotice}>{COMPANY_RULES.soleTrader}</p>}</div>
      {/* Said at once when Suivant is refused, as a step's error is (Orca speaks aria-live="assertive"). */}
      <div aria-live="assertive">
        {refused && reason && (
          <p id={REFUSAL_ID} className={companyNotice}>
            {COMPANY_RULES[reason]}
          </p>
        )}
      </div>
    </>
  );
}

/** On the last step, under the company's name: its SIREN, and for a ceased one what its Kbis shows. */
export function chosenCompany(chosen: CompanySuggestion | null | undefined) {
  if (!chosen) return null;
  return (
    <>
      <p>{COMPANY_SEARCH.siren + formatSiren(chosen.siren)}</p>
      {chosen.ceased && (
        <p>
          {COMPANY_RULES.ceased + ceasedOn(chosen.closedOn)}
          {COMPANY_RULES.ceasedKbis}
        </p>
      )}
    </>
  );
}
