import {
  DEED_DESCRIPTION_MAX_LENGTH,
  DOCUMENT_COPY,
  DOCUMENT_FIELDS,
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  type RegisterHoldings,
} from '../core/catalogue';
import { REQUIRED_MARK } from '../core/copy';
import {
  chosenDocuments,
  closingText,
  earlierClosings,
  holdingNote,
  type DocumentAction,
  type DocumentField,
} from '../core/document-choice';
import type { Draft, FieldName } from '../core/fields';
import { ERROR_ID } from './ids';
import { companyNotice, documents, field } from './styles';

export interface DocumentChoicesProps {
  draft: Draft;
  /** The step's controls marked invalid: the documents' when Suivant was refused for them. */
  invalid: readonly (FieldName | DocumentField)[];
  /** What the register holds for the company chosen, once the service said. */
  holdings?: RegisterHoldings | null;
  dispatch: (action: DocumentAction) => void;
}

/** A control marked invalid as the step's fields are (StepFields), pointing to the step's message. */
const invalidity = (isInvalid: boolean) => ({
  'aria-invalid': isInvalid || undefined,
  'aria-errormessage': isInvalid ? ERROR_ID : undefined,
});

/**
 * Step 1's « Documents », under the company, in a build with an order service: a checkbox for each
 * document, named `documents` as the hand-off names them; under the statuts and the accounts, once
 * the service said, what the register holds (a warning when it holds none, the document still
 * orderable); once ticked, the accounts' closing year (the latest filed unless the register lists
 * earlier ones and one is chosen) and the other deed's description, which is required. Ids are the
 * documents' kinds and the hand-off's field names, unique in the shadow root beside the fields'.
 */
export function DocumentChoices({ draft, invalid, holdings = null, dispatch }: DocumentChoicesProps) {
  const ticked = chosenDocuments(draft);
  return (
    <fieldset className={documents}>
      <legend>
        {DOCUMENT_COPY.legend}
        <span aria-hidden="true">{REQUIRED_MARK}</span>
      </legend>
      {DOCUMENT_KINDS.map((kind) => {
        const checked = ticked.includes(kind);
        const note = holdingNote(kind, holdings);
        const noteId = `${kind}-register`;
        return (
          <div key={kind}>
            <input
              id={kind}
              name={DOCUMENT_FIELDS.documents}
              value={kind}
              type="checkbox"
              checked={checked}
              aria-describedby={note ? noteId : undefined}
              {...invalidity(invalid.includes(DOCUMENT_FIELDS.documents))}
              onChange={(event) => dispatch({ type: 'pick', kind, checked: event.currentTarget.checked })}
            />
            <label htmlFor={kind}>{DOCUMENT_LABELS[kind]}</label>
            {note && (
              <small id={noteId} className={note.none ? companyNotice : undefined}>
                {note.text}
              </small>
            )}
            {checked && kind === 'comptes' && (
              <div className={field}>
                <label htmlFor={DOCUMENT_FIELDS.accountsYear}>{DOCUMENT_COPY.accountsYear}</label>
                {/* Its value the closing day, whose year the hand-off carries. */}
                <select
                  id={DOCUMENT_FIELDS.accountsYear}
                  name={DOCUMENT_FIELDS.accountsYear}
                  value={draft.accountsClosedOn}
                  onChange={(event) => dispatch({ type: 'pickClosing', closedOn: event.currentTarget.value })}
                >
                  {['', ...earlierClosings(holdings)].map((day) => (
                    <option key={day} value={day}>
                      {closingText(day)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {checked && kind === 'acte' && (
              <div className={field}>
                <label htmlFor={DOCUMENT_FIELDS.deedDescription}>
                  {DOCUMENT_COPY.deedDescription}
                  <span aria-hidden="true">{REQUIRED_MARK}</span>
                </label>
                <input
                  id={DOCUMENT_FIELDS.deedDescription}
                  name={DOCUMENT_FIELDS.deedDescription}
                  maxLength={DEED_DESCRIPTION_MAX_LENGTH}
                  aria-required
                  {...invalidity(invalid.includes(DOCUMENT_FIELDS.deedDescription))}
                  value={draft.deedDescription}
                  onInput={(event) => dispatch({ type: 'describeDeed', value: event.currentTarget.value })}
                />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
