import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AREAS, areaScores, formatTable, mutationScore, type MutationReport } from '../../scripts/mutation-thresholds.mjs';

const FIXTURE = 'tests/fixtures/mutation-report.json';
const fixture = async (): Promise<MutationReport> => JSON.parse(await readFile(FIXTURE, 'utf8'));
const run = promisify(execFile);

describe('the mutation bars per area', () => {
  it('holds the project bars: 95 % on widget/core, 85 % on the rest of widget/, 90 % on the site', () => {
    expect(AREAS.map(({ prefix, bar }) => [prefix, bar])).toEqual([
      ['widget/core/', 95],
      ['widget/', 85],
      ['site/', 90],
    ]);
  });

  it('scores as Stryker does: killed and timed out over those plus survived and uncovered; ignored and errors left out', async () => {
    const [core, shell, site] = areaScores(await fixture());
    expect(core).toMatchObject({ detected: 3, undetected: 1, score: 75, passed: false });
    expect(shell).toMatchObject({ detected: 3, undetected: 1, score: 75, passed: false });
    expect(site).toMatchObject({ detected: 1, undetected: 0, score: 100, passed: true });
  });

  it('passes an area at its bar exactly, fails it just under, and passes an area without mutants', () => {
    const report = (killed: number, survived: number): MutationReport => ({
      files: {
        'widget/core/a.ts': {
          mutants: [...Array(killed).fill({ status: 'Killed' }), ...Array(survived).fill({ status: 'Survived' })],
        },
      },
    });
    expect(areaScores(report(19, 1))[0]).toMatchObject({ score: 95, passed: true });
    expect(areaScores(report(18, 1))[0]!.passed).toBe(false);
    expect(areaScores(report(94, 6))[0]).toMatchObject({ score: 94, passed: false });
    expect(areaScores(report(19, 1)).slice(1)).toEqual([
      expect.objectContaining({ score: null, passed: true }),
      expect.objectContaining({ score: null, passed: true }),
    ]);
    expect(mutationScore({ detected: 0, undetected: 0 })).toBeNull();
  });

  it('finds the area of absolute and Windows paths', () => {
    const [core, shell, site] = areaScores({
      files: {
        '/ci/repo/widget/core/a.ts': { mutants: [{ status: 'Killed' }] },
        'C:\\repo\\widget\\ui\\b.tsx': { mutants: [{ status: 'Survived' }] },
        '/ci/repo/site/head/jsonLd.ts': { mutants: [{ status: 'Killed' }] },
      },
    });
    expect([core!.detected, shell!.undetected, site!.detected]).toEqual([1, 1, 1]);
  });

  it('prints one line per area with its score, bar and verdict', async () => {
    const lines = formatTable(areaScores(await fixture())).split('\n');
    expect(lines).toHaveLength(1 + AREAS.length);
    expect(lines[1]).toMatch(/^widget\/core\s+75\.00 %\s+>= 95 %\s+3\/4\s+SOUS LE SEUIL$/);
    expect(lines[3]).toMatch(/^site\s+100\.00 %\s+>= 90 %\s+1\/1\s+ok$/);
  });

  it('exits 1 when an area is under its bar, 0 when all are at or above', async () => {
    await expect(run('node', ['scripts/mutation-thresholds.mjs', FIXTURE])).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('SOUS LE SEUIL'),
    });
    const passing = 'tests/fixtures/mutation-report-passing.json';
    const { stdout } = await run('node', ['scripts/mutation-thresholds.mjs', passing]);
    expect(stdout).not.toContain('SOUS LE SEUIL');
  });
});
