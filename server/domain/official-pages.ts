/** A company's pages on the state's official sites, where the operator checks it and finds its filings. */

/** Its page on the state's directory (identity, head office, status). */
export const directoryPageUrl = (siren: string) => `https://annuaire-entreprises.data.gouv.fr/entreprise/${siren}`;

/** Its page on the national register's site, whose « Documents associés » lists its deeds and accounts. */
export const registerPageUrl = (siren: string) => `https://data.inpi.fr/entreprises/${siren}`;
