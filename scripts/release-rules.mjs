// The rules of a widget release (scripts/release.mjs), without the files they apply to: the next
// number, the examples that pin a version and its SRI, the repository's web address.

/** The files whose examples pin the widget's current version (and, where shown, its SRI). */
export const PINNED_FILES = ['CHANGELOG.md', 'docs/partenaires.md', 'packages/widget/README.md', 'widget/partner.d.ts'];

/** A pinned example: the versioned file's address, then its integrity, given or elided (`sha384-…`). */
const PINNED = /(https:\/\/SITE\/widget\/)\d+\.\d+\.\d+(\.js" integrity=")sha384-([A-Za-z0-9+/=]+|…)"/g;

/**
 * The version after `version`: a patch changes no contract, a minor adds to it. A major would
 * break partners' pages, which the widget never does.
 * @param {string} version
 * @param {string} level
 */
export function nextVersion(version, level) {
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!parts) throw new Error(`Version illisible dans package.json : ${version}`);
  const [major, minor, patch] = parts.slice(1).map(Number);
  if (level === 'patch') return `${major}.${minor}.${patch + 1}`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  throw new Error(`Niveau de version inconnu : ${level} (patch ou minor).`);
}

/**
 * `text` with every pinned example on `version`, with `integrity` where the SRI is written out.
 * @param {string} text
 * @param {string} version
 * @param {string} integrity
 */
export function pinExamples(text, version, integrity) {
  return text.replace(PINNED, (_, address, attribute, hash) =>
    hash === '…' ? `${address}${version}${attribute}sha384-…"` : `${address}${version}${attribute}${integrity}"`,
  );
}

/**
 * Whether `text` pins a version in an example.
 * @param {string} text
 */
export const pinsAVersion = (text) => new RegExp(PINNED.source).test(text);

/**
 * The repository's web address from package.json's `repository`, as npm accepts it.
 * @param {string | { type?: string, url?: string } | undefined} repository
 */
export function repositoryUrl(repository) {
  const url = typeof repository === 'string' ? repository : repository?.url;
  if (!url) throw new Error('package.json : aucun champ « repository » ; les liens du CHANGELOG en ont besoin.');
  return url
    .replace(/^git\+/, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
}

/**
 * package-lock.json's text with the root package at `version`.
 * @param {string} lockText
 * @param {string} version
 */
export function lockWithVersion(lockText, version) {
  const lock = JSON.parse(lockText);
  lock.version = version;
  lock.packages[''].version = version;
  return `${JSON.stringify(lock, null, 2)}\n`;
}

/**
 * widget-releases.json's text with `version` and its SRI recorded; a published version never changes.
 * @param {string} releasesText
 * @param {string} version
 * @param {string} integrity
 */
export function releasesWith(releasesText, version, integrity) {
  const releases = JSON.parse(releasesText);
  if (version in releases) throw new Error(`widget-releases.json : la version ${version} est déjà publiée.`);
  return `${JSON.stringify({ ...releases, [version]: integrity }, null, 2)}\n`;
}
