// The company directory's stand-in that the tests use (dev/company-directory-stand-in.ts), on
// its own for a demonstration without the network: `node scripts/directory-stand-in.mjs`, then
// `COMPANY_SEARCH_URL=http://127.0.0.1:4180 npm start`. Its companies: a SARL and a SAS « Boulangerie
// Martin », an association, a commune, a sole trader « Jean Martin », a ceased « Minoterie Martin ».
import { importSource } from '../build/import-source.mjs';

const port = Number(process.env.DIRECTORY_PORT) || 4180;
/** @type {typeof import('../dev/company-directory-stand-in.ts')} */
const { startDirectoryStandIn, STAND_IN_COMPANIES } = await importSource('dev/company-directory-stand-in.ts');
const directory = await startDirectoryStandIn(port);
console.log(`Annuaire des entreprises de démonstration : ${directory.url} (COMPANY_SEARCH_URL)`);
console.log(
  `  pour le mettre en panne (ou le réparer) en cours de route : curl -X POST '${directory.url}/stand-in?status=503' (429, ou delay=3000 pour 3 s de lenteur ; puis sans paramètre)`,
);
for (const company of Object.values(STAND_IN_COMPANIES)) console.log(`  ${company.siren}  ${company.nom_complet}`);
