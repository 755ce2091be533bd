import { missingReport, readPackageList, readSystemState } from '../../../scripts/system-packages.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/**
 * Fails, naming every missing Debian package of the list's screen-reader group and the French
 * locale, when the machine cannot run Orca on its own desktop. `npm test` checks the whole list
 * first; this repeats it for its own group when the project is run alone. A missing tool is never a
 * reason to skip: the screen-reader tests would then prove nothing.
 */
export function requireScreenReaderTools(): void {
  const report = missingReport(
    readPackageList().filter((group) => group.id === 'screen-reader'),
    readSystemState(),
  );
  if (report) throw new Error(report);
}
