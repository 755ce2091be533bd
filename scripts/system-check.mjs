// The first step of `npm test` and of .ci/run: the Debian packages of system-packages.txt and the
// French locale. Run as root where apt-get is, it installs what is missing; anywhere else it names
// what is missing and fails, since a test without its browser, server or screen reader must never
// read as a pass. Needs nothing but Node: .ci/run calls it before `npm ci`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { enableFrenchLocale, LOCALE, missingReport, readPackageList, readSystemState, whatIsMissing } from './system-packages.mjs';

const LOCALE_GEN = '/etc/locale.gen';
const groups = readPackageList();
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
const before = whatIsMissing(groups, readSystemState());

if (canInstall && before.packages.length > 0) {
  console.log(`Paquets Debian absents, installation : ${before.packages.join(' ')}`);
  /** @type {import('node:child_process').ExecFileSyncOptions} */
  const apt = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], apt);
  execFileSync('apt-get', ['install', '-y', '-qq', ...before.packages], apt);
}
if (canInstall && before.locale) {
  console.log(`Locale ${LOCALE} absente, génération.`);
  writeFileSync(LOCALE_GEN, enableFrenchLocale(existsSync(LOCALE_GEN) ? readFileSync(LOCALE_GEN, 'utf8') : ''));
  execFileSync('locale-gen', { stdio: ['ignore', 'ignore', 'inherit'] });
}

const report = missingReport(groups, readSystemState());
if (report) {
  console.error(report);
  process.exit(1);
}
console.log(`Paquets Debian des tests et locale ${LOCALE} : présents.`);
