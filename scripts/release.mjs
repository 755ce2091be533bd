// `npm run release -- patch|minor [--dry-run]`: publishes the next widget version in one commit.
// It bumps the version (package.json, package-lock.json), builds, records the SRI of dist/widget.json
// in widget-releases.json, moves the CHANGELOG's unreleased notes under the version with its file,
// its size, its SRI and the SRI of its build with an order service, pins the examples on it, then
// commits « Widget X.Y.Z » and tags widget-vX.Y.Z. With --dry-run it says all this and changes nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { releaseChangelog, tagOf, unreleasedNotes } from '../build/changelog.mjs';
import { lockWithVersion, nextVersion, PINNED_FILES, pinExamples, releasesWith, repositoryUrl } from './release-rules.mjs';

const ROOT = new URL('../', import.meta.url);
const USAGE = 'Usage : npm run release -- patch|minor [--dry-run]';
/** Where the release builds the widget with an order service, beside dist/ (ignored by git). */
const SERVICE_BUILD = '.shop-build/release';

/** @param {string} path from the repository root */
const read = (path) => readFileSync(new URL(path, ROOT), 'utf8');
/** @param {string} path @param {string} text */
const write = (path, text) => writeFileSync(new URL(path, ROOT), text);
/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const levels = args.filter((arg) => arg !== '--dry-run');
if (levels.length !== 1) fail(USAGE);

const pkg = JSON.parse(read('package.json'));
let version = '';
try {
  version = nextVersion(pkg.version, levels[0]);
} catch (error) {
  fail(`${/** @type {Error} */ (error).message}\n${USAGE}`);
}
const repository = repositoryUrl(pkg.repository);
const tag = tagOf(version);
const changelog = read('CHANGELOG.md');

if (git('status', '--porcelain')) fail('Le dépôt a des changements non validés : validez-les ou mettez-les de côté avant de publier.');
if (git('tag', '--list', tag)) fail(`L’étiquette ${tag} existe déjà.`);
if (!unreleasedNotes(changelog))
  fail('Rien sous « ## [Unreleased] » dans CHANGELOG.md : écrivez d’abord ce que la version change pour les partenaires.');
if (version in JSON.parse(read('widget-releases.json'))) fail(`widget-releases.json : la version ${version} est déjà publiée.`);

const date = new Date().toISOString().slice(0, 10);
const files = ['package.json', 'package-lock.json', 'widget-releases.json', ...new Set(['CHANGELOG.md', ...PINNED_FILES])];

if (dryRun) {
  console.log(
    [
      `Widget ${pkg.version} -> ${version} (essai : rien n’est modifié)`,
      `- version ${version} dans package.json et package-lock.json`,
      '- npm run build, puis l’empreinte SRI de dist/widget.json, et celle du même widget construit avec un service de commande',
      `- CHANGELOG.md : les notes de « Unreleased » sous « ## [${version}] - ${date} », avec le fichier et l’empreinte ; liens vers ${repository}`,
      `- widget-releases.json : « ${version} » et son empreinte`,
      `- exemples épinglés sur ${version} : ${PINNED_FILES.join(', ')}`,
      `- commit « Widget ${version} » de ${files.join(', ')}, étiquette ${tag}`,
    ].join('\n'),
  );
  process.exit(0);
}

try {
  write('package.json', `${JSON.stringify({ ...pkg, version }, null, 2)}\n`);
  write('package-lock.json', lockWithVersion(read('package-lock.json'), version));
  execFileSync(process.execPath, ['build/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const built = JSON.parse(read('dist/widget.json'));
  if (built.version !== version) throw new Error(`dist/widget.json décrit ${built.version}, pas ${version}.`);
  // The flavour a shop with an order service serves: only whether there is a service is compiled in,
  // not its address, so any address gives the same file and the same SRI.
  execFileSync(process.execPath, ['build/build.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, OUT_DIR: SERVICE_BUILD, ORDER_SERVICE_URL: 'http://127.0.0.1' },
  });
  const serviceIntegrity = JSON.parse(read(`${SERVICE_BUILD}/widget.json`)).integrity;
  rmSync(new URL(SERVICE_BUILD, ROOT), { recursive: true, force: true });
  const packageName = JSON.parse(read('packages/widget/package.json')).name;
  write('widget-releases.json', releasesWith(read('widget-releases.json'), version, built.integrity));
  write(
    'CHANGELOG.md',
    releaseChangelog(changelog, {
      version,
      date,
      integrity: built.integrity,
      gzipBytes: built.gzipBytes,
      serviceIntegrity,
      packageName,
      repository,
    }),
  );
  for (const file of PINNED_FILES) write(file, pinExamples(read(file), version, built.integrity));
  git('add', '--', ...files);
  git('commit', '--quiet', '-m', `Widget ${version}`);
  git('tag', '--annotate', tag, '-m', `Widget ${version}`);
  console.log(`Widget ${version} publié : commit ${git('rev-parse', '--short', 'HEAD')}, étiquette ${tag} (${built.integrity}).`);
  console.log('Poussez-les avec git push --follow-tags ; gardez en ligne les fichiers des versions déjà publiées.');
} catch (error) {
  // The tree was clean at the start: putting the files back undoes the release.
  execFileSync('git', ['checkout', '--', ...files], { cwd: ROOT });
  fail(`Publication abandonnée, fichiers remis en l’état : ${/** @type {Error} */ (error).message}`);
}
