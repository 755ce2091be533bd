import { describe, expect, it } from 'vitest';
import {
  enableFrenchLocale,
  installedPackages,
  missingReport,
  packagesOf,
  parsePackageList,
  readPackageList,
  whatIsMissing,
} from '../../scripts/system-packages.mjs';

const LIST = [
  '# a comment',
  '',
  '[engines] purpose one',
  'firefox-esr',
  'xvfb  # an end-of-line comment',
  '[screen] purpose two',
  'xvfb',
  'orca',
  '',
].join('\n');

/** A dpkg status file: one paragraph per package and architecture. */
const status = (...entries: [name: string, status: string][]) =>
  entries.map(([name, state]) => `Package: ${name}\nStatus: ${state}\nArchitecture: amd64\n`).join('\n');

const FRENCH = 'C\nC.utf8\nfr_FR.utf8\n';

describe('the list of Debian packages', () => {
  it('is read as groups, each with its purpose and its packages, comments left out', () => {
    expect(parsePackageList(LIST)).toEqual([
      { id: 'engines', purpose: 'purpose one', packages: ['firefox-esr', 'xvfb'] },
      { id: 'screen', purpose: 'purpose two', packages: ['xvfb', 'orca'] },
    ]);
  });

  it('names each package once', () => {
    expect(packagesOf(parsePackageList(LIST))).toEqual(['firefox-esr', 'xvfb', 'orca']);
  });

  it('refuses a package outside a group, or a line that is no package name', () => {
    expect(() => parsePackageList('orca\n[screen] purpose')).toThrow(/ligne 1/);
    expect(() => parsePackageList('[screen] purpose\napt-get install orca')).toThrow(/ligne 2/);
  });

  it('is the repository’s: the browsers, the screen reader and PostgreSQL, each under a purpose', () => {
    const groups = readPackageList();
    expect(groups.every((group) => group.purpose.length > 0 && group.packages.length > 0)).toBe(true);
    expect(packagesOf(groups)).toEqual(expect.arrayContaining(['chromium-headless-shell', 'firefox-esr', 'orca', 'nginx', 'postgresql']));
    expect(groups.map((group) => group.id)).toContain('screen-reader');
  });
});

describe('what dpkg says is installed', () => {
  it('is a package whose status is “install ok installed”, on any of its architectures', () => {
    const installed = installedPackages(
      status(
        ['orca', 'install ok installed'],
        ['libao4', 'deinstall ok config-files'],
        ['libao4', 'install ok installed'],
        ['xvfb', 'deinstall ok config-files'],
        ['nginx', 'install ok half-configured'],
      ),
    );
    expect([...installed].sort()).toEqual(['libao4', 'orca']);
  });
});

describe('what the machine lacks', () => {
  const groups = parsePackageList(LIST);

  it('is nothing when every package and the French locale are there', () => {
    const state = {
      dpkgStatus: status(['firefox-esr', 'install ok installed'], ['xvfb', 'install ok installed'], ['orca', 'install ok installed']),
      locales: FRENCH,
    };
    expect(whatIsMissing(groups, state)).toEqual({ packages: [], locale: false });
    expect(missingReport(groups, state)).toBeNull();
  });

  it('is each package dpkg does not have, and the locale when `locale -a` lacks it', () => {
    const state = { dpkgStatus: status(['xvfb', 'install ok installed'], ['orca', 'deinstall ok config-files']), locales: 'C\nPOSIX\n' };
    expect(whatIsMissing(groups, state)).toEqual({ packages: ['firefox-esr', 'orca'], locale: true });
  });

  it('is every package where there is no dpkg to ask', () => {
    expect(whatIsMissing(groups, { dpkgStatus: null, locales: FRENCH }).packages).toEqual(['firefox-esr', 'xvfb', 'orca']);
  });

  it('is reported under what each package serves, with the one command that installs them all', () => {
    const report = missingReport(groups, { dpkgStatus: status(['xvfb', 'install ok installed']), locales: FRENCH }) ?? '';
    const lines = report.split('\n');
    expect(lines.find((line) => line.includes('purpose one'))).toMatch(/\bfirefox-esr$/);
    expect(lines.find((line) => line.includes('purpose two'))).toMatch(/\borca$/);
    expect(report).toContain('apt-get install -y firefox-esr orca');
    expect(report).not.toContain('xvfb');
    expect(report).not.toContain('locale-gen');
  });

  it('names the locale and how to enable it when only the locale is missing', () => {
    const all = status(['firefox-esr', 'install ok installed'], ['xvfb', 'install ok installed'], ['orca', 'install ok installed']);
    const report = missingReport(groups, { dpkgStatus: all, locales: 'C\n' }) ?? '';
    expect(report).toContain('fr_FR.UTF-8');
    expect(report).toContain('locale-gen');
    expect(report).not.toContain('apt-get install');
  });
});

describe('the French locale in /etc/locale.gen', () => {
  it('is uncommented where Debian ships it commented out', () => {
    expect(enableFrenchLocale('# en_US.UTF-8 UTF-8\n# fr_FR.UTF-8 UTF-8\n')).toBe('# en_US.UTF-8 UTF-8\nfr_FR.UTF-8 UTF-8\n');
  });

  it('is added where the file lacks it, and left alone where it is enabled', () => {
    expect(enableFrenchLocale('en_US.UTF-8 UTF-8')).toBe('en_US.UTF-8 UTF-8\nfr_FR.UTF-8 UTF-8\n');
    expect(enableFrenchLocale('')).toBe('fr_FR.UTF-8 UTF-8\n');
    expect(enableFrenchLocale('fr_FR.UTF-8 UTF-8\n')).toBe('fr_FR.UTF-8 UTF-8\n');
  });
});
