/**
 * The client of the state's company directory (API Recherche d'entreprises, DINUM):
 * `GET {url}/search?q=…&page=1&per_page=…`, no key, answered within DIRECTORY_TIMEOUT_MS or given up.
 * Every failure (the network, a timeout, a status other than 200 — the directory's 429 over its own
 * limit among them — or an answer of another shape) is a DirectoryUnavailable: the caller answers
 * without the directory. Its message never quotes the query, which may be a person's name.
 */
import { type DirectoryCompany, directoryCompanies } from '../domain/directory-answer';

/** The directory's public address. */
export const PUBLIC_DIRECTORY_URL = 'https://recherche-entreprises.api.gouv.fr';

/** Past this, the customer is better served by typing the name: the search gives up. */
export const DIRECTORY_TIMEOUT_MS = 2_000;

export class DirectoryUnavailable extends Error {
  override name = 'DirectoryUnavailable';
}

/** Asks the directory at `url` for `query`'s first `perPage` companies. */
export async function searchDirectory(url: string, query: string, perPage: number): Promise<DirectoryCompany[]> {
  const address = new URL('/search', url);
  address.search = new URLSearchParams({ q: query, page: '1', per_page: String(perPage) }).toString();
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(address, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(DIRECTORY_TIMEOUT_MS) });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new DirectoryUnavailable(`l’annuaire a répondu HTTP ${response.status}`);
    }
    body = await response.json();
  } catch (error) {
    if (error instanceof DirectoryUnavailable) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new DirectoryUnavailable(timedOut ? `pas de réponse de l’annuaire en ${DIRECTORY_TIMEOUT_MS / 1000} s` : 'annuaire injoignable');
  }
  const companies = directoryCompanies(body);
  if (!companies) throw new DirectoryUnavailable('réponse de l’annuaire d’une forme inattendue');
  return companies;
}
