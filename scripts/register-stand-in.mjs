// The national register's stand-in that the tests use (dev/register-stand-in.ts), on its own for a
// demonstration without an INPI account: `node scripts/register-stand-in.mjs`, then
// `INPI_API_URL=http://127.0.0.1:4181 INPI_USERNAME=demo INPI_PASSWORD=demo npm start`. Its companies
// are the directory stand-in's (scripts/directory-stand-in.mjs), and one per failure of the register;
// REGISTER_STAND_IN_FAILURE=down|json-error|slow|not-pdf makes every answer fail so.
import { importSource } from '../build/import-source.mjs';

/** @type {typeof import('../dev/register-stand-in.ts')} */
const { startRegisterStandIn, REGISTER_STAND_IN_ACCOUNT, standInFailure, REGISTER_STAND_IN_SIRENS, REGISTER_STAND_IN_WORDS } =
  await importSource('dev/register-stand-in.ts');

const port = Number(process.env.REGISTER_PORT) || 4181;
let failure;
try {
  failure = standInFailure(process.env.REGISTER_STAND_IN_FAILURE);
} catch (error) {
  console.error(`REGISTER_STAND_IN_FAILURE : ${error instanceof Error ? error.message : error}.`);
  process.exit(1);
}
const register = await startRegisterStandIn({ port, failure });
const { username, password } = REGISTER_STAND_IN_ACCOUNT;
console.log(`Registre national de démonstration : ${register.url}`);
console.log(`  INPI_API_URL=${register.url} INPI_USERNAME=${username} INPI_PASSWORD=${password} npm start`);
if (failure) console.log(`  chaque réponse échoue : ${failure}`);
console.log(
  `  pour faire échouer (ou réparer) chaque réponse en cours de route : curl -X POST '${register.url}/stand-in?failure=down' (puis sans failure)`,
);
const companies = /** @type {(keyof typeof REGISTER_STAND_IN_SIRENS)[]} */ (Object.keys(REGISTER_STAND_IN_SIRENS));
for (const name of companies) console.log(`  ${REGISTER_STAND_IN_SIRENS[name]}  ${REGISTER_STAND_IN_WORDS[name]}`);
