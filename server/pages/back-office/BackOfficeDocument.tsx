import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FAVICON_PATH } from '../../../site/config';
import { typeset } from '../../../site/typography';
import { BRAND_COLOR } from '../../../widget/core/offer';
import { CSRF_FIELD } from '../../domain/back-office-paths';
import type { Operator } from '../../domain/permissions';
import { BO } from '../../domain/back-office-paths';
import { FRAME, NAV, ROLES } from './copy';

/** The signed-in operator and the session's form token, which every form of the page carries. */
export interface Session {
  operator: Operator;
  csrfToken: string;
}

export interface BackOfficePageProps {
  title: string;
  /** The site's stylesheet, as the built pages link it. */
  stylesheet: string;
  /** Absent on the sign-in and enrolment pages. */
  session?: Session;
  /** The nav link of the page, marked as current. */
  current?: string;
  /** The passkey ceremony's script, on the two pages that need it. */
  passkeyScript?: boolean;
  children: ReactNode;
}

const NAV_LINKS = [
  [BO.home, NAV.toSend],
  [BO.late, NAV.late],
  [BO.toVerify, NAV.toVerify],
  [BO.sent, NAV.sent],
  [BO.withdrawals, NAV.withdrawals],
  [BO.refunds, NAV.refunds],
] as const;

/** The hidden field that carries the session's token in every form the page posts. */
export const CsrfField = ({ token }: { token: string }) => <input type="hidden" name={CSRF_FIELD} value={token} />;

/**
 * A page of the back office, in the site's look but with its own header: the views, the operator
 * and « Se déconnecter ». Never indexed, no widget; no script but the passkey ceremony's.
 */
function BackOfficeDocument({ title, stylesheet, session, current, passkeyScript, children }: BackOfficePageProps) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} – ${FRAME.brand}`}</title>
        <meta name="robots" content="noindex" />
        <meta name="theme-color" content={BRAND_COLOR} />
        <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} />
        <link rel="stylesheet" href={BO.stylesheet} />
        {passkeyScript && <script src={BO.script} defer />}
      </head>
      <body>
        <a className="skip-link" href="#contenu">
          {FRAME.skip}
        </a>
        <header className="bo-header">
          <div className="bo-header-inner">
            <p className="bo-brand">
              <a href={BO.home}>{FRAME.brand}</a>
            </p>
            {session && (
              <>
                <nav aria-label={FRAME.navLabel}>
                  <ul className="bo-nav">
                    {NAV_LINKS.map(([href, label]) => (
                      <li key={href}>
                        <a href={href} aria-current={href === current ? 'page' : undefined}>
                          {label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="bo-account">
                  <span>{FRAME.signedInAs(session.operator.email, ROLES[session.operator.role])}</span>
                  <form method="post" action={BO.signOut}>
                    <CsrfField token={session.csrfToken} />
                    <button type="submit" className="btn btn-secondary">
                      {FRAME.signOut}
                    </button>
                  </form>
                </div>
              </>
            )}
          </div>
        </header>
        <main id="contenu" tabIndex={-1}>
          <div className="bo-page">{children}</div>
        </main>
      </body>
    </html>
  );
}

/**
 * The page's whole HTML. Its words are typeset in the copy module; the orders' data is shown as the
 * customer typed it (a name to copy into infogreffe.fr stays exact), and a page of fifty rows is not
 * typeset again at each request.
 */
export function renderBackOfficePage(props: BackOfficePageProps): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<BackOfficeDocument {...props} title={typeset(props.title)} />)}`;
}
