import type { ReactNode } from 'react';
import { KeepReferenceWhole } from '../KeepReferenceWhole';
import { formatEuro, NBSP } from '../../../widget/core/format';
import { formatDate } from '../../../site/format';
import type { InvoicesTable, OrdersTable } from '../../db/schema';
import type { HistoryEntry } from '../../domain/history';
import { NOTE_MAX_LENGTH } from '../../domain/note-input';
import { BO } from '../../domain/back-office-paths';
import { directoryPageUrl, registerPageUrl } from '../../domain/official-pages';
import { can } from '../../domain/permissions';
import { formatParisDateTime, parisDay } from '../../domain/paris-time';
import { CsrfField, renderBackOfficePage, type Session } from './BackOfficeDocument';
import { EVENT_LABELS, LEGAL_FORMS, ORDER } from './copy';
import { Deadline } from './Deadline';

export interface OrderPageProps {
  stylesheet: string;
  session: Session;
  order: OrdersTable;
  history: HistoryEntry[];
  /** The order's invoice and credit notes, each a link to its PDF as issued. */
  invoices: Pick<InvoicesTable, 'number' | 'kind' | 'issued_at' | 'amount_cents'>[];
  today: string;
  /**
   * The panels that act on the order (send the Kbis, refund…), from the parts that own those
   * actions; shown under « Actions », above the history.
   */
  actions?: ReactNode;
  /** The note form's error, when the last note was refused. */
  noteError?: string;
}

function DetailList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Details({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section>
      <h2>{title}</h2>
      <DetailList rows={rows} />
    </section>
  );
}

/** The company as the directory confirmed it, with its official page; else « À vérifier » and what the customer typed. */
function CompanyDetails({ order }: { order: OrdersTable }) {
  const typed: [string, ReactNode][] = [
    [ORDER.typedName, order.company_name],
    [ORDER.typedSiret, order.siret || '—'],
    ...(order.siren ? [[ORDER.handedSiren, order.siren] as [string, ReactNode]] : []),
  ];
  if (order.company_checked_at === null || order.company_siren === null)
    return (
      <section>
        <h2>{ORDER.companyHeading}</h2>
        <p>
          <strong>{ORDER.toVerify}</strong>
          {NBSP}: {ORDER.toVerifyWhy}
        </p>
        <DetailList rows={typed} />
      </section>
    );
  const legalForm = order.company_legal_form ?? '';
  const status =
    order.company_status === 'ceased'
      ? order.company_closed_on
        ? ORDER.ceasedOn(formatDate(order.company_closed_on))
        : ORDER.ceased
      : ORDER.active;
  return (
    <section>
      <h2>{ORDER.verifiedHeading}</h2>
      <DetailList
        rows={[
          [ORDER.legalName, order.company_legal_name],
          [ORDER.siren, order.company_siren],
          [ORDER.headOffice, ORDER.headOfficeLine(order.company_head_office_siret ?? '', order.company_head_office_address ?? '')],
          [ORDER.legalForm, ORDER.legalFormLine(LEGAL_FORMS[legalForm], legalForm)],
          [ORDER.companyStatus, status],
          [ORDER.checkedAt, formatParisDateTime(order.company_checked_at)],
        ]}
      />
      <ul className="bo-links">
        <li>
          <a href={directoryPageUrl(order.company_siren)}>{ORDER.directoryLink(order.company_siren)}</a>
        </li>
        <li>
          <a href={registerPageUrl(order.company_siren)}>{ORDER.registerLink(order.company_siren)}</a>
        </li>
      </ul>
      <h3>{ORDER.typedHeading}</h3>
      <DetailList rows={typed} />
    </section>
  );
}

/** Only an http(s) page is linked; anything else is shown as text. */
const pageLink = (page: string) => (/^https?:\/\/\S+$/.test(page) ? <a href={page}>{page}</a> : page);

/** Everything needed to fulfil the order, its deadline, the actions, and its history. */
export function orderPage({ stylesheet, session, order, history, invoices, today, actions, noteError }: OrderPageProps): string {
  const title = ORDER.title(order.reference);
  return renderBackOfficePage({
    title,
    stylesheet,
    session,
    children: (
      <>
        <h1>
          <KeepReferenceWhole text={title} reference={order.reference} />
        </h1>
        <div className="bo-details">
          <CompanyDetails order={order} />
          <Details
            title={ORDER.customerHeading}
            rows={[
              [ORDER.name, `${order.first_name} ${order.last_name}`],
              [ORDER.email, order.email],
              [ORDER.phone, order.phone || '—'],
            ]}
          />
          <Details
            title={ORDER.billingHeading}
            rows={[
              [ORDER.billingCompany, order.billing_company || '—'],
              [ORDER.address, `${order.address}, ${order.postal_code} ${order.city}`],
            ]}
          />
          <Details
            title={ORDER.paymentHeading}
            rows={[
              [ORDER.status, ORDER.statuses[order.status]],
              [ORDER.fulfilment, ORDER.fulfilments[order.fulfilment_status]],
              [ORDER.amount, `${formatEuro(order.amount_cents / 100)} (${order.currency.toUpperCase()})`],
              [ORDER.createdAt, formatParisDateTime(order.created_at)],
              [ORDER.paidAt, order.paid_at ? formatParisDateTime(order.paid_at) : '—'],
              [ORDER.paymentMode, order.payment_mode],
              [ORDER.paymentId, order.payment_id ?? '—'],
            ]}
          />
          <Details
            title={ORDER.deadlineHeading}
            rows={[
              [ORDER.workStartsOn, order.work_starts_on ? formatDate(order.work_starts_on) : '—'],
              [ORDER.deliverBy, <Deadline key="deadline" order={order} today={today} />],
            ]}
          />
          <Details
            title={ORDER.originHeading}
            rows={[
              [ORDER.partner, order.partner ?? ORDER.none],
              [ORDER.page, pageLink(order.source_page)],
            ]}
          />
        </div>
        <h2>{ORDER.invoicesHeading}</h2>
        {invoices.length ? (
          <ul>
            {invoices.map(({ number, kind, issued_at, amount_cents }) => {
              const name = (kind === 'invoice' ? ORDER.invoice : ORDER.creditNote)(
                number,
                formatDate(parisDay(issued_at)),
                formatEuro(amount_cents / 100),
              );
              return <li key={number}>{can(session.operator.role, 'see-invoices') ? <a href={BO.invoice(number)}>{name}</a> : name}</li>;
            })}
          </ul>
        ) : (
          <p>{ORDER.noInvoice}</p>
        )}
        <h2>{ORDER.consentHeading}</h2>
        <p>{order.immediate_execution === 1 ? ORDER.consentGiven(formatParisDateTime(order.created_at)) : ORDER.consentNotGiven}</p>
        {actions && (
          <section aria-labelledby="actions">
            <h2 id="actions">{ORDER.actionsHeading}</h2>
            {actions}
          </section>
        )}
        <h2 id="historique">{ORDER.historyHeading}</h2>
        <div className="table-wrap">
          <table className="table-cards bo-history">
            <thead>
              <tr>
                <th scope="col">{ORDER.historyColumns.at}</th>
                <th scope="col">{ORDER.historyColumns.actor}</th>
                <th scope="col">{ORDER.historyColumns.what}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to HTML, never reordered: the position is the row's identity.
                <tr key={index}>
                  <td data-label={ORDER.historyColumns.at}>{formatParisDateTime(entry.at)}</td>
                  <td data-label={ORDER.historyColumns.actor}>{entry.actor}</td>
                  <td data-label={ORDER.historyColumns.what}>
                    {EVENT_LABELS[entry.kind] ?? entry.kind}
                    {entry.detail && `${NBSP}: ${entry.detail}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <form method="post" action={BO.note(order.reference)} className="bo-form">
          <CsrfField token={session.csrfToken} />
          <div className="field">
            <label htmlFor="note">{ORDER.noteLabel}</label>
            <p className="field-hint" id="note-aide">
              {ORDER.noteHint(NOTE_MAX_LENGTH)}
            </p>
            {noteError && (
              <p className="bo-error" id="note-erreur">
                {noteError}
              </p>
            )}
            <textarea
              id="note"
              name="note"
              required
              maxLength={NOTE_MAX_LENGTH}
              aria-describedby={noteError ? 'note-aide note-erreur' : 'note-aide'}
              aria-invalid={noteError ? true : undefined}
            />
          </div>
          <button type="submit" className="btn">
            {ORDER.noteButton}
          </button>
        </form>
      </>
    ),
  });
}
