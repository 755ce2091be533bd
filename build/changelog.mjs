// What a widget release does to CHANGELOG.md (scripts/release.mjs): the notes gathered under the
// unreleased heading move under the version's own heading, with its file and SRI, and every heading
// links to its changes in the repository, from the previous version's tag to its own.

/** The heading notes gather under until a release; « Non publié » is its French spelling. */
const UNRELEASED = /^## \[(Unreleased|Non publié)\][ \t]*$/m;
const VERSION_HEADING = /^## \[(\d+\.\d+\.\d+)\]/gm;

/**
 * The tag of a widget version.
 * @param {string} version
 */
export const tagOf = (version) => `widget-v${version}`;

/**
 * Where the unreleased notes lie: after their heading, up to the next heading or the link
 * definitions that end the file.
 * @param {string} changelog
 */
function unreleasedRegion(changelog) {
  const heading = UNRELEASED.exec(changelog);
  if (!heading) throw new Error('CHANGELOG.md : aucun titre « ## [Unreleased] » (ou « ## [Non publié] ») où lire les notes.');
  const start = heading.index + heading[0].length;
  const end = changelog.slice(start).search(/^(## |\[[^\]]+\]: )/m);
  return { start, end: end === -1 ? changelog.length : start + end };
}

/**
 * The notes written under the unreleased heading, trimmed ('' when there are none).
 * @param {string} changelog
 */
export function unreleasedNotes(changelog) {
  const { start, end } = unreleasedRegion(changelog);
  return changelog.slice(start, end).trim();
}

/**
 * The versions of the CHANGELOG's headings, newest first, as written.
 * @param {string} changelog
 */
export const changelogVersions = (changelog) => [...changelog.matchAll(VERSION_HEADING)].map((match) => match[1]);

/**
 * The link definitions of the headings: the unreleased one to the changes since the newest tag,
 * each version to the changes since the version below it, the first to its tag alone.
 * @param {string} changelog
 * @param {string} repository the repository's web address, without a trailing slash
 */
export function headingLinks(changelog, repository) {
  const label = UNRELEASED.exec(changelog)?.[1] ?? 'Unreleased';
  const versions = changelogVersions(changelog);
  const links = versions.map((version, index) => {
    const previous = versions[index + 1];
    return previous
      ? `[${version}]: ${repository}/compare/${tagOf(previous)}...${tagOf(version)}`
      : `[${version}]: ${repository}/releases/tag/${tagOf(version)}`;
  });
  const since = versions[0] ? `compare/${tagOf(versions[0])}...HEAD` : 'commits/HEAD';
  return [`[${label}]: ${repository}/${since}`, ...links];
}

/**
 * The CHANGELOG with the headings' link definitions at its end, in place of any it had.
 * @param {string} changelog
 * @param {string} repository
 */
export function withHeadingLinks(changelog, repository) {
  const labels = new Set(['Unreleased', 'Non publié', ...changelogVersions(changelog)]);
  const kept = changelog
    .split('\n')
    .filter((line) => !labels.has(/^\[([^\]]+)\]:/.exec(line)?.[1] ?? ''))
    .join('\n')
    .trimEnd();
  return `${kept}\n\n${headingLinks(changelog, repository).join('\n')}\n`;
}

/**
 * A byte count as the CHANGELOG writes it: thousands apart (« 11 484 »).
 * @param {number} bytes
 */
export const groupedBytes = (bytes) => String(bytes).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * The gzip size of `version` as its entry gives it: the first « N o gzip » of its section, which
 * `releaseChangelog` puts in the opening line and earlier entries in a note. Null when it gives none.
 * @param {string} changelog
 * @param {string} version
 */
export function releasedGzipBytes(changelog, version) {
  const heading = changelog.indexOf(`\n## [${version}]`);
  if (heading === -1) return null;
  const rest = changelog.slice(heading + 1);
  const next = rest.slice(1).search(/^## /m);
  const section = next === -1 ? rest : rest.slice(0, next + 1);
  const size = /(\d{1,3}(?:[ \u00a0\u202f]\d{3})*) o gzip/.exec(section);
  return size ? Number(size[1].replace(/\D/g, '')) : null;
}

/**
 * The CHANGELOG once `version` is released: its notes under `## [version] - date`, opened by the
 * file, its gzip size, its SRI, the npm package and the SRI of the same version built with an order
 * service; the unreleased heading left empty above; the links redone.
 * @param {string} changelog
 * @param {{ version: string, date: string, integrity: string, gzipBytes: number, serviceIntegrity: string, packageName: string,
 *   repository: string }} release
 */
export function releaseChangelog(changelog, { version, date, integrity, gzipBytes, serviceIntegrity, packageName, repository }) {
  const notes = unreleasedNotes(changelog);
  if (!notes)
    throw new Error('CHANGELOG.md : rien sous « ## [Unreleased] » ; écrivez d’abord ce que la version change pour les partenaires.');
  const { start, end } = unreleasedRegion(changelog);
  const file = `Fichier \`/widget/${version}.js\` (${groupedBytes(gzipBytes)} o gzip)`;
  const identity = [
    `${file}, intégrité \`${integrity}\` ; paquet \`${packageName}@${version}\`.`,
    `Construit avec un service de commande, le même fichier a l’intégrité \`${serviceIntegrity}\`, la même pour tout site.`,
  ].join(' ');
  const section = `## [${version}] - ${date}\n\n${identity}\n\n${notes}\n`;
  return withHeadingLinks(`${changelog.slice(0, start)}\n\n${section}\n${changelog.slice(end)}`, repository);
}
