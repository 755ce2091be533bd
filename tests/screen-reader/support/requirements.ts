import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Debian's Firefox ESR, whose French language pack lives beside it (package firefox-esr-l10n-fr). */
const DEBIAN_FIREFOX = '/usr/lib/firefox-esr/firefox-esr';

/** A file the screen-reader desktop needs, and the Debian 12 package that ships it. */
interface Requirement {
  what: string;
  found: () => boolean;
  debianPackage: string;
}

const file = (path: string) => () => existsSync(path);

/** True when a file named `name` is in one of `dirs` (the multiarch directory differs per machine). */
const inOneOf = (dirs: string[], name: RegExp) => () =>
  dirs.some((dir) => existsSync(dir) && readdirSync(dir).some((entry) => name.test(entry)));

function frenchLocaleGenerated(): boolean {
  try {
    return /^fr_FR\.utf-?8$/im.test(execFileSync('locale', ['-a'], { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

function firefoxFrenchLanguagePack(): boolean {
  // No Firefox at all is reported as such.
  if (!existsSync(FIREFOX_PATH)) return true;
  const binary = realpathSync(FIREFOX_PATH);
  // Another build (FIREFOX_PATH) brings its own language packs, or none; only Debian's is checked.
  if (binary !== DEBIAN_FIREFOX) return true;
  return inOneOf([join(dirname(binary), 'browser', 'extensions')], /^langpack-fr@/)();
}

const MULTIARCH = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib'];

const REQUIREMENTS: Requirement[] = [
  { what: 'Xvfb', found: file('/usr/bin/Xvfb'), debianPackage: 'xvfb' },
  { what: 'dbus-daemon', found: file('/usr/bin/dbus-daemon'), debianPackage: 'dbus-daemon' },
  { what: 'dbus-send', found: file('/usr/bin/dbus-send'), debianPackage: 'dbus-bin' },
  { what: 'at-spi-bus-launcher', found: file('/usr/libexec/at-spi-bus-launcher'), debianPackage: 'at-spi2-core' },
  { what: 'at-spi2-registryd', found: file('/usr/libexec/at-spi2-registryd'), debianPackage: 'at-spi2-core' },
  { what: 'openbox', found: file('/usr/bin/openbox'), debianPackage: 'openbox' },
  { what: 'speech-dispatcher', found: file('/usr/bin/speech-dispatcher'), debianPackage: 'speech-dispatcher' },
  {
    what: 'le module espeak-ng de speech-dispatcher',
    found: file('/usr/lib/speech-dispatcher-modules/sd_espeak-ng'),
    debianPackage: 'speech-dispatcher-espeak-ng',
  },
  {
    what: 'la sortie libao de speech-dispatcher',
    found: inOneOf(
      MULTIARCH.map((dir) => join(dir, 'speech-dispatcher')),
      /^spd_libao\.so$/,
    ),
    debianPackage: 'speech-dispatcher-audio-plugins',
  },
  { what: 'libao (son nul)', found: inOneOf(MULTIARCH, /^libao\.so\.4/), debianPackage: 'libao4' },
  { what: 'espeak-ng', found: file('/usr/bin/espeak-ng'), debianPackage: 'espeak-ng' },
  { what: 'Orca', found: file('/usr/bin/orca'), debianPackage: 'orca' },
  { what: 'pyatspi (Orca)', found: file('/usr/lib/python3/dist-packages/pyatspi'), debianPackage: 'python3-pyatspi' },
  { what: 'xdotool', found: file('/usr/bin/xdotool'), debianPackage: 'xdotool' },
  { what: `Firefox (${FIREFOX_PATH})`, found: file(FIREFOX_PATH), debianPackage: 'firefox-esr' },
  { what: 'le paquet de langue français de Firefox ESR', found: firefoxFrenchLanguagePack, debianPackage: 'firefox-esr-l10n-fr' },
  {
    what: 'la locale fr_FR.UTF-8 (activez-la dans /etc/locale.gen puis lancez locale-gen)',
    found: frenchLocaleGenerated,
    debianPackage: 'locales',
  },
];

/**
 * Fails, naming every missing Debian package, when the machine cannot run Orca on its own desktop.
 * A missing tool is never a reason to skip: the screen-reader tests would then prove nothing.
 */
export function requireScreenReaderTools(): void {
  const missing = REQUIREMENTS.filter((requirement) => !requirement.found());
  if (missing.length === 0) return;
  const lines = missing.map(({ what, debianPackage }) => `  - ${what} : paquet Debian « ${debianPackage} »`);
  const packages = [...new Set(missing.map(({ debianPackage }) => debianPackage))].join(' ');
  throw new Error(
    `Le lecteur d'écran ne peut pas tourner sur cette machine, il manque :\n${lines.join('\n')}\n` +
      `Installez-les (en root) : apt-get install -y ${packages} (.ci/run le fait sur une machine neuve).`,
  );
}
