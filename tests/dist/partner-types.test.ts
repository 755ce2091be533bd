import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PARTNER_COMPILER_OPTIONS } from '../support/partner-typescript';

const DECLARATION = fileURLToPath(new URL('../../dist/widget.d.ts', import.meta.url));
const PAGE = fileURLToPath(new URL('../fixtures/partner-types/page.ts', import.meta.url));

/** tsc's errors for the partner page checked against `declaration` (by default the published file). */
function errorsOfPartnerPage(declaration?: string, oldProgram?: ts.Program) {
  const host = ts.createCompilerHost(PARTNER_COMPILER_OPTIONS);
  const readFile = host.readFile;
  const getSourceFile = host.getSourceFile;
  if (declaration !== undefined) {
    host.readFile = (name) => (name === DECLARATION ? declaration : readFile(name));
    host.getSourceFile = (name, ...rest) =>
      name === DECLARATION ? ts.createSourceFile(name, declaration, ts.ScriptTarget.ES2022) : getSourceFile(name, ...rest);
  }
  const program = ts.createProgram({ rootNames: [PAGE, DECLARATION], options: PARTNER_COMPILER_OPTIONS, host, oldProgram });
  const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.split('/').pop()}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
  return { program, errors };
}

describe('dist/widget.d.ts, the declaration for partners', () => {
  if (!existsSync(DECLARATION)) throw new Error('dist/widget.d.ts est absent : lancez « npm run build ».');

  it('is widget/partner.d.ts, which the widget itself is typed against', () => {
    expect(readFileSync(DECLARATION, 'utf8')).toBe(readFileSync(new URL('../../widget/partner.d.ts', import.meta.url), 'utf8'));
  });

  it("type-checks a partner's page: window.KbisWidget, the five events, the attributes and the theme properties, with every field of the order", {
    timeout: 30_000,
  }, () => {
    expect(errorsOfPartnerPage().errors).toEqual([]);
  });

  it('fails that page when a type is wrong or missing', { timeout: 30_000 }, () => {
    const published = readFileSync(DECLARATION, 'utf8');
    const { program } = errorsOfPartnerPage();
    const broken = [
      published.replace('reference: string;', 'reference: number;'),
      published.replace('immediateExecution: boolean;', ''),
      published.replace("'kbis:step': CustomEvent<KbisEventDetails['kbis:step']>;", ''),
      published.replace("'kbis:invalid': CustomEvent<KbisEventDetails['kbis:invalid']>;", ''),
      published.replace("'--kbis-accent' | ", ''),
      published.replace('partner: string | null;', 'partner: string;'),
      published.replace('source: KbisOrderSource;', ''),
      published.replace("| 'data-kbis-partner'", ''),
      published.replace('KbisWidget?: KbisWidgetApi;', 'KbisWidget?: any;'),
    ];
    for (const declaration of broken) {
      expect(declaration).not.toBe(published);
      expect(errorsOfPartnerPage(declaration, program).errors).not.toEqual([]);
    }
  });
});
