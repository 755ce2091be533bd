/**
 * The direction of imports that docs/architecture.md (« Le sens des imports ») sets, checked on the
 * real module graph by dependency-cruiser: static and dynamic imports, type-only ones included, each
 * resolved as TypeScript resolves it; and no cycle anywhere in the repository's code. A broken rule
 * fails with the offending import named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type ICruiseResult, type IForbiddenRuleType, cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

/** The rules, each with what it protects. Paths are relative to the repository. */
const IMPORT_RULES: IForbiddenRuleType[] = [
  {
    name: 'site-only-widget-core',
    comment: 'a page does not depend on the dialog: it loads widget.js as any partner does',
    from: { path: '^site/' },
    to: { path: '^widget/', pathNot: '^widget/core/' },
  },
  {
    name: 'site-not-server',
    comment: 'the static site builds without the order service',
    from: { path: '^site/' },
    to: { path: '^server/' },
  },
  {
    name: 'widget-not-site',
    comment: 'the widget ships on partners’ pages, without the site',
    from: { path: '^widget/' },
    to: { path: '^(site|server)/' },
  },
  {
    name: 'widget-core-pure',
    comment: 'no DOM, no framework, no Node module: only widget/core/ itself and package.json (the version)',
    from: { path: '^widget/core/' },
    to: { pathNot: '^(widget/core/|package\\.json$)' },
  },
  {
    name: 'package-only-partner-types',
    comment: 'the npm package loads the published widget.js, it does not bundle the widget',
    from: { path: '^packages/widget/src/' },
    to: { path: '^(widget|site|server|build|scripts)/', pathNot: '^widget/partner\\.d\\.ts$' },
  },
  {
    name: 'server-only-widget-core',
    comment: 'the order service shares the offer, the fields and the copy, never the dialog',
    from: { path: '^server/' },
    to: { path: '^widget/', pathNot: '^widget/core/' },
  },
  {
    name: 'server-domain-bottom',
    comment: 'the pure rules stand on nothing of the service but the tables’ types, which import nothing',
    from: { path: '^server/domain/' },
    to: { path: '^server/', pathNot: '^server/(domain/|db/schema\\.ts$)' },
  },
  {
    name: 'server-db-over-domain',
    comment: 'the queries know the rules and the tables, not the emails, pages or payment that use them',
    from: { path: '^server/db/' },
    to: { path: '^server/', pathNot: '^server/(db|domain)/' },
  },
  {
    name: 'server-services-under-http',
    comment: 'emails, payment and pages serve the routes and the operator’s tools, never the other way',
    from: { path: '^server/(email|payment|pages)/' },
    to: { path: '^server/(http/|cli/|main\\.ts$|config\\.ts$)' },
  },
  {
    name: 'server-services-apart',
    comment: 'emails, payment and pages do not use each other, but for the test payment’s paths in its page',
    from: { path: '^server/(email|payment|pages)/' },
    to: { path: '^server/(email|payment|pages)/', pathNot: ['^server/$1/', '^server/payment/test-provider\\.ts$'] },
  },
  {
    name: 'server-pdf-over-db',
    comment: 'a PDF is rendered from what the store keeps: it knows neither the services that attach it nor the doors',
    from: { path: '^server/pdf/' },
    to: { path: '^server/', pathNot: '^server/(pdf|db|domain)/' },
  },
  {
    name: 'server-register-under-doors',
    comment: 'the register’s client and job serve the routes and the process, and know neither the pages nor the payment',
    from: { path: '^server/register/' },
    to: { path: '^server/(http/|cli/|main\\.ts$|config\\.ts$|pages/|payment/)' },
  },
  {
    name: 'server-jobs-alone',
    comment: 'a background job’s rhythm knows nothing of what the job does',
    from: { path: '^server/jobs/' },
    to: { path: '^server/', pathNot: '^server/jobs/' },
  },
  {
    name: 'server-http-cli-apart',
    comment: 'the routes and the operator’s tools are two doors on the same layers, neither calls the other',
    from: { path: '^server/(http|cli)/' },
    to: { path: '^server/(http|cli)/', pathNot: '^server/$1/' },
  },
  {
    name: 'no-tool-imports-tests',
    comment: 'the tests lean on the code, never the other way: what a tool shares with them lives in dev/',
    from: { pathNot: ['^tests/', '\\.test\\.tsx?$'] },
    to: { path: '^tests/' },
  },
  {
    name: 'no-circular',
    comment: 'a cycle, even of types, makes each of its modules depend on all the others: the layers no longer read in one direction',
    from: {},
    to: { circular: true },
  },
];

/** The folders whose imports the direction rules govern, each import resolved. */
const CRUISED = ['site', 'widget', 'packages/widget/src', 'server', 'dev'];

/**
 * Everything else the repository runs, searched for cycles too: its fixtures import the built npm
 * package, which only `npm run build` writes, so their imports may stay unresolved here.
 */
const ALSO_CYCLE_FREE = ['build', 'bench', 'scripts', 'tests', 'demo'];

/** The module graph of CRUISED under a rule set, as dependency-cruiser reports it. */
async function cruiseImports(rules: IForbiddenRuleType[], roots: string[] = CRUISED): Promise<ICruiseResult> {
  const result = await cruise(
    roots,
    {
      validate: true,
      ruleSet: { forbidden: rules },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '^(dist|packages/widget/dist)/' },
      enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    },
    undefined,
    { tsConfig: extractTSConfig('tsconfig.json') },
  );
  return result.output as ICruiseResult;
}

/** One line per broken rule: the rule, then the import that breaks it, and the cycle it closes if any. */
function violationLines(result: ICruiseResult): string[] {
  return result.summary.violations.map(
    ({ rule, from, to, cycle }) =>
      `${rule.name}: ${from} imports ${to}${cycle ? ` (${[from, ...cycle.map(({ name }) => name)].join(' → ')})` : ''}`,
  );
}

describe('the direction of imports', () => {
  it('keeps every rule of docs/architecture.md', { timeout: 60_000 }, async () => {
    const result = await cruiseImports(IMPORT_RULES, [...CRUISED, ...ALSO_CYCLE_FREE]);
    expect(violationLines(result)).toEqual([]);

    // Not vacuous: the graph holds the folders, and every import was resolved, so none escaped a rule.
    const sources = result.modules.map((module) => module.source);
    for (const root of CRUISED)
      expect(
        sources.some((source) => source.startsWith(`${root}/`)),
        root,
      ).toBe(true);
    const governed = result.modules.filter((module) => CRUISED.some((root) => module.source.startsWith(`${root}/`)));
    const unresolved = governed.flatMap((module) =>
      module.dependencies.filter((dependency) => dependency.couldNotResolve).map((dependency) => `${module.source} → ${dependency.module}`),
    );
    expect(unresolved).toEqual([]);
    const siteToCore = result.modules.some(
      (module) =>
        module.source.startsWith('site/') && module.dependencies.some((dependency) => dependency.resolved.startsWith('widget/core/')),
    );
    expect(siteToCore).toBe(true);
  });

  it('leaves tests/ to the tests, even through a path in a string', () => {
    // importSource('tests/…') and a JSDoc type import are strings to dependency-cruiser.
    const toTests = /['"`](?:\.\.\/)+tests\/|importSource\(\s*['"`]tests\//;
    const tools = [...CRUISED, ...ALSO_CYCLE_FREE.filter((root) => root !== 'tests')].flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(?:ts|tsx|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
        .map((file) => `${root}/${file}`),
    );
    expect(tools).toContain('bench/service.mjs');
    expect(tools.filter((file) => toTests.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
