/**
 * The site's one header policy (site/headers.mjs) on every answer of the service, with this
 * service's own address: its pages post forms to it (the test payment's buttons), and the pages it
 * serves post the order and the withdrawal to it.
 */
import { headersFor } from '../../site/headers.mjs';
import { COMPANY_SEARCH_PATH } from '../../widget/core/company';
import { BACK_OFFICE_PATH } from './back-office/env';
import { REGISTER_HOLDINGS_PATTERN } from './register-holdings-routes';

const isBackOffice = (pathname: string) => pathname === BACK_OFFICE_PATH || pathname.startsWith(`${BACK_OFFICE_PATH}/`);

/**
 * The back office's pages differ in two ways: their own origin may use passkeys (the site's pages
 * turn `publickey-credentials-get` off), and robots are told not to index them.
 */
function backOfficeHeaders(headers: Record<string, string>): Record<string, string> {
  const permissions = headers['Permissions-Policy'];
  return {
    ...headers,
    ...(permissions
      ? { 'Permissions-Policy': permissions.replace('publickey-credentials-get=()', 'publickey-credentials-get=(self)') }
      : {}),
    'X-Robots-Tag': 'noindex',
  };
}

/**
 * The company search and the register's holdings answer the dialog on any partner's page: readable
 * from any origin (no credentials are ever sent or accepted), and loadable under a partner's
 * `Cross-Origin-Embedder-Policy: require-corp`.
 */
const FOR_ANY_ORIGIN = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

export const serviceHeaders = (pathname: string, serviceUrl: string): Record<string, string> => {
  const headers = headersFor(pathname, { orderServiceUrl: serviceUrl });
  if (pathname === COMPANY_SEARCH_PATH || REGISTER_HOLDINGS_PATTERN.test(pathname)) return { ...headers, ...FOR_ANY_ORIGIN };
  return isBackOffice(pathname) ? backOfficeHeaders(headers) : headers;
};
