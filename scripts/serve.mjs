// `npm run serve`: serves the built dist/ as a static host would (server/static-site.mjs).
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../server/static-site.mjs';

export { createStaticServer, startStaticServer, staticSite } from '../server/static-site.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT) || 4173;
  const { url } = await startStaticServer({ port, host: process.env.HOST || 'localhost' });
  console.log(`Kbis Facile est servi sur ${url}`);
}
