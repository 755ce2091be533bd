/**
 * The site's one header policy (site/headers.mjs) on every answer of the service, with this
 * service's own address: its pages post forms to it (the test payment's buttons), and the pages it
 * serves post the order and the withdrawal to it.
 */
import { headersFor } from '../../site/headers.mjs';

export const serviceHeaders = (pathname: string, serviceUrl: string): Record<string, string> =>
  headersFor(pathname, { orderServiceUrl: serviceUrl });
