// The one list of the Debian packages the tests need (system-packages.txt) and the rules of the
// check `npm test` runs first (system-check.mjs), which the screen-reader tests repeat for their own
// group: what is missing, and how to say it. Only the two readers at the end touch the machine.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const LIST_FILE = new URL('./system-packages.txt', import.meta.url);
export const DPKG_STATUS = '/var/lib/dpkg/status';
/** Orca speaks French in the screen-reader tests: its catalogue is chosen by the locale. */
export const LOCALE = 'fr_FR.UTF-8';

/**
 * @typedef {{ id: string, purpose: string, packages: string[] }} PackageGroup
 * @typedef {{ dpkgStatus: string | null, locales: string }} SystemState what dpkg knows (null without dpkg) and `locale -a`
 */

/**
 * The groups of the list, in order: a `[id] purpose` line, then its packages one a line.
 * @param {string} text
 * @returns {PackageGroup[]}
 */
export function parsePackageList(text) {
  /** @type {PackageGroup[]} */
  const groups = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const header = /^\[([a-z0-9-]+)\]\s+(\S.*)$/.exec(line);
    const group = groups.at(-1);
    if (header) groups.push({ id: header[1], purpose: header[2], packages: [] });
    else if (group && /^[a-z0-9][a-z0-9+.-]+$/.test(line)) group.packages.push(line);
    else throw new Error(`system-packages.txt, ligne ${index + 1} : ni « [groupe] usage » ni nom de paquet sous un groupe : ${raw}`);
  }
  return groups;
}

/**
 * Each package once, in the order of the list.
 * @param {PackageGroup[]} groups
 */
export const packagesOf = (groups) => [...new Set(groups.flatMap((group) => group.packages))];

/**
 * The packages dpkg's status file says are installed: a paragraph per package (one per
 * architecture for a multi-arch one), whose `Status` is `install ok installed`.
 * @param {string} dpkgStatus
 */
export function installedPackages(dpkgStatus) {
  const installed = new Set();
  for (const paragraph of dpkgStatus.split(/\n\s*\n/)) {
    const name = /^Package:\s*(\S+)/m.exec(paragraph)?.[1];
    if (name && /^Status:\s*install ok installed\s*$/m.test(paragraph)) installed.add(name);
  }
  return installed;
}

/**
 * @param {string} locales the output of `locale -a`, which spells UTF-8 as glibc normalises it
 */
export const hasFrenchLocale = (locales) => /^fr_FR\.utf-?8$/im.test(locales);

/** The French locale's line of /etc/locale.gen, commented out or not. */
const LOCALE_GEN_LINE = /^#?[ \t]*fr_FR\.UTF-8 UTF-8[ \t]*$/m;

/**
 * /etc/locale.gen with the French locale enabled: its line uncommented, or added.
 * @param {string} localeGen
 */
export function enableFrenchLocale(localeGen) {
  if (LOCALE_GEN_LINE.test(localeGen)) return localeGen.replace(LOCALE_GEN_LINE, `${LOCALE} UTF-8`);
  return `${localeGen}${localeGen && !localeGen.endsWith('\n') ? '\n' : ''}${LOCALE} UTF-8\n`;
}

/**
 * What the machine lacks of `groups`: the packages, each once, and whether the locale is missing.
 * Without dpkg nothing can be checked, so every package counts as missing.
 * @param {PackageGroup[]} groups
 * @param {SystemState} state
 */
export function whatIsMissing(groups, state) {
  const installed = state.dpkgStatus === null ? new Set() : installedPackages(state.dpkgStatus);
  return {
    packages: packagesOf(groups).filter((name) => !installed.has(name)),
    locale: !hasFrenchLocale(state.locales),
  };
}

/**
 * The French report of what is missing, each package under what it serves, with the command that
 * installs them; null when nothing is.
 * @param {PackageGroup[]} groups
 * @param {SystemState} state
 * @returns {string | null}
 */
export function missingReport(groups, state) {
  const missing = whatIsMissing(groups, state);
  if (missing.packages.length === 0 && !missing.locale) return null;
  const lines = groups
    .map((group) => ({ ...group, packages: group.packages.filter((name) => missing.packages.includes(name)) }))
    .filter((group) => group.packages.length > 0)
    .map((group) => `  - ${group.purpose} : ${group.packages.join(' ')}`);
  if (missing.locale) lines.push(`  - la locale ${LOCALE}, dans laquelle Orca parle français`);
  const steps = [];
  if (missing.packages.length > 0) steps.push(`apt-get install -y ${missing.packages.join(' ')}`);
  if (missing.locale) steps.push(`activez « ${LOCALE} UTF-8 » dans /etc/locale.gen, puis lancez locale-gen`);
  const intro =
    state.dpkgStatus === null
      ? 'Cette machine n’a pas dpkg : ses paquets ne peuvent pas être vérifiés. Les tests demandent ceux de Debian ou d’Ubuntu :'
      : 'Il manque à cette machine :';
  return [
    intro,
    ...lines,
    `En root, sous Debian ou Ubuntu : ${steps.join(' ; ')}. npm test le fait lui-même s’il tourne en root avec apt-get.`,
    'Sans eux, npm run test:unit lance les tests qui n’en ont pas besoin.',
  ].join('\n');
}

/** The list of system-packages.txt. */
export const readPackageList = () => parsePackageList(readFileSync(LIST_FILE, 'utf8'));

/** @returns {SystemState} */
export function readSystemState() {
  let locales = '';
  try {
    locales = execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    // No `locale` command: no locale can be known to be there.
  }
  return { dpkgStatus: existsSync(DPKG_STATUS) ? readFileSync(DPKG_STATUS, 'utf8') : null, locales };
}
