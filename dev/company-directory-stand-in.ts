import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of the state's company directory (API Recherche d'entreprises), which these
 * machines cannot reach: `GET /search?q=&page=&per_page=` answered with the documented shape (a
 * `results` list of companies with `siren`, `nom_complet`, `nature_juridique`, `etat_administratif`,
 * `date_fermeture`, `siege`, `complements`, and the paging fields), from a handful of companies, one
 * of each kind the shop treats apart. As the directory does, it refuses a query under 3 characters
 * and a page over 25 (400), finds a SIREN or a SIRET typed as the query, and matches a name by the
 * starts of its words, whatever the case and accents.
 *
 * It can be made slow or failing (429 as over the directory's limit, 503 as down) and counts what it
 * was asked: from the test's process, or over HTTP from another (a demonstration on `npm start`): `POST /stand-in`
 * with `status` and `delay` (ms) as query parameters sets both, `GET /stand-in` gives
 * `{ requests: [...queries] }`.
 */
export interface DirectoryStandIn {
  url: string;
  /** The `q` of every search received, in order. */
  queries: string[];
  /** Answers every later search after `ms`. */
  slow(ms: number): void;
  /** Answers every later search with `status` (429, 503…), or normally again with null. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** The stand-in's companies, one of each kind: their SIREN and head office SIRET hold their Luhn keys. */
export const STAND_IN_COMPANIES = {
  sarl: company('812345676', 'BOULANGERIE MARTIN', '5499', '81234567600017', '12 RUE DE LA ROQUETTE 75011 PARIS', '75011', 'PARIS'),
  sas: company('903123453', 'BOULANGERIE MARTIN ET FILS', '5710', '90312345300016', '3 QUAI DU PORT 13002 MARSEILLE', '13002', 'MARSEILLE'),
  association: company(
    '798765434',
    'ASSOCIATION DES AMIS DU PAIN',
    '9220',
    '79876543400013',
    '5 PLACE BELLECOUR 69002 LYON',
    '69002',
    'LYON',
    { est_association: true },
  ),
  publicBody: company(
    '217500016',
    'COMMUNE DE SAINT-MARTIN-DES-CHAMPS',
    '7210',
    '21750001600019',
    '1 PLACE DE LA MAIRIE 77320 SAINT-MARTIN-DES-CHAMPS',
    '77320',
    'SAINT-MARTIN-DES-CHAMPS',
    { est_service_public: true },
  ),
  soleTrader: company('888123452', 'JEAN MARTIN', '1000', '88812345200011', '8 RUE SAINTE-CATHERINE 33000 BORDEAUX', '33000', 'BORDEAUX', {
    est_entrepreneur_individuel: true,
  }),
  ceased: {
    ...company('512349879', 'MINOTERIE MARTIN', '5499', '51234987900019', '2 QUAI DE LA FOSSE 44000 NANTES', '44000', 'NANTES'),
    etat_administratif: 'C',
    date_fermeture: '2019-06-30',
  },
} as const;

function company(
  siren: string,
  name: string,
  legalForm: string,
  siret: string,
  address: string,
  postalCode: string,
  city: string,
  complements: Record<string, boolean> = {},
) {
  return {
    siren,
    nom_complet: name,
    nom_raison_sociale: name,
    sigle: null,
    nombre_etablissements: 1,
    nombre_etablissements_ouverts: 1,
    siege: {
      siret,
      est_siege: true,
      adresse: address,
      code_postal: postalCode,
      commune: '00000',
      libelle_commune: city,
      etat_administratif: 'A',
      date_fermeture: null,
    },
    activite_principale: '10.71C',
    categorie_entreprise: 'PME',
    date_creation: '2012-03-01',
    date_fermeture: null as string | null,
    etat_administratif: 'A',
    nature_juridique: legalForm,
    dirigeants: [],
    matching_etablissements: [],
    complements: {
      est_association: false,
      est_entrepreneur_individuel: false,
      est_service_public: false,
      ...complements,
    },
  };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matches(query: string) {
  const digits = query.replace(/\s/g, '');
  if (/^\d{9}$/.test(digits)) return Object.values(STAND_IN_COMPANIES).filter((one) => one.siren === digits);
  if (/^\d{14}$/.test(digits)) return Object.values(STAND_IN_COMPANIES).filter((one) => one.siege.siret === digits);
  const words = fold(query)
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
  return Object.values(STAND_IN_COMPANIES).filter((one) => {
    const nameWords = fold(one.nom_complet).split(/[^\p{L}\d]+/u);
    return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
  });
}

/** Starts the stand-in on `port` of this machine (a free one by default). */
export async function startDirectoryStandIn(port = 0): Promise<DirectoryStandIn> {
  const queries: string[] = [];
  let delay = 0;
  let failure: number | null = null;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (url.pathname === '/stand-in') {
      if (req.method === 'POST') {
        delay = Number(url.searchParams.get('delay') ?? 0);
        failure = url.searchParams.get('status') ? Number(url.searchParams.get('status')) : null;
      }
      return send(200, { requests: queries });
    }
    if (url.pathname !== '/search') return send(404, { erreur: 'Not Found' });
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (failure === 429) return send(429, { erreur: 'Trop de requêtes : 7 requêtes par seconde au plus.' });
    if (failure) return send(failure, { erreur: 'Service indisponible' });
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    if (q.replace(/\s/g, '').length < 3) return send(400, { erreur: 'Veuillez indiquer au moins 3 caractères.' });
    if (!(perPage >= 1 && perPage <= 25) || !(page >= 1)) return send(400, { erreur: 'per_page doit être entre 1 et 25.' });
    const found = matches(q);
    send(200, {
      results: found.slice((page - 1) * perPage, page * perPage),
      total_results: found.length,
      page,
      per_page: perPage,
      total_pages: Math.ceil(found.length / perPage),
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queries,
    slow(ms) {
      delay = ms;
    },
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
