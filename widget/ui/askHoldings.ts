import { registerHoldingsPath, type RegisterHoldings } from '../core/catalogue';
import type { DocumentAction } from '../core/document-choice';
import { askService } from './askService';

/**
 * Asks the order service on `origin` what the national register holds for the company `siren`, in a
 * build with one, and tells the dialog once it answers. No answer (the service's 503 when it cannot
 * say, an error, the page's CSP) says nothing: the documents stay orderable without the register's
 * words, and so does an answer of another shape, which the dialog could not draw. An answer about a
 * company no longer chosen is the reducer's to drop.
 */
export async function askHoldings(origin: string, siren: string, dispatch: (action: DocumentAction) => void): Promise<void> {
  const holdings = await askService<RegisterHoldings>(origin, registerHoldingsPath(siren));
  if (Array.isArray(holdings?.accounts)) dispatch({ type: 'holdings', siren, holdings });
}
