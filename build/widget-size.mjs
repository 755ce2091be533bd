// What the build says of the widget's weight: its gzip size, its room under the byte bar, and what
// it gained or lost since the published version it builds on, whose size that version's CHANGELOG
// entry gives (build/changelog.mjs).
import { changelogVersions, groupedBytes, releasedGzipBytes } from './changelog.mjs';

/** @param {number} bytes */
const signed = (bytes) => (bytes > 0 ? `+${groupedBytes(bytes)}` : bytes < 0 ? `−${groupedBytes(-bytes)}` : '±0');

/**
 * One line: « widget.js : 11 484 o gzip, +25 o depuis la version 1.6.0 publiée (11 459 o) ; 292 o
 * sous la barre de 11 776 o ». The version compared with is the built one once published, else the
 * newest published one; a build with an order service is a flavour no entry sizes, so it gives
 * only its room.
 * @param {{ version: string, gzipBytes: number, integrity: string }} built dist/widget.json
 * @param {{ changelog: string, releases: Record<string, string>, budgetBytes: number, withService: boolean }} context
 */
export function widgetSizeLine({ version, gzipBytes, integrity }, { changelog, releases, budgetBytes, withService }) {
  const size = `widget.js${withService ? ' (avec service de commande)' : ''} : ${groupedBytes(gzipBytes)} o gzip`;
  const room = budgetBytes - gzipBytes;
  const bar =
    room >= 0
      ? `${groupedBytes(room)} o sous la barre de ${groupedBytes(budgetBytes)} o`
      : `${groupedBytes(-room)} o AU-DESSUS de la barre de ${groupedBytes(budgetBytes)} o`;
  if (withService) return `${size} ; ${bar}`;
  const published = version in releases ? version : changelogVersions(changelog).find((listed) => listed in releases);
  if (!published) return `${size}, aucune version publiée ; ${bar}`;
  if (releases[published] === integrity) return `${size}, identique à la version ${published} publiée ; ${bar}`;
  const before = releasedGzipBytes(changelog, published);
  const change =
    before === null
      ? `la version ${published} publiée ne donne pas sa taille`
      : `${signed(gzipBytes - before)} o depuis la version ${published} publiée (${groupedBytes(before)} o)`;
  return `${size}, ${change} ; ${bar}`;
}
