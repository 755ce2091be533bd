import { describe, expect, it } from 'vitest';
import { namingBuild } from './failure.mjs';

describe('namingBuild', () => {
  it("returns the visit's result", async () => {
    await expect(namingBuild('react', async () => 42)).resolves.toBe(42);
  });

  it('throws a failed visit again with the name of the build it measured, the failure as its cause', async () => {
    const timeout = new Error('locator.fill: Timeout 30000ms exceeded.');
    const failed = namingBuild('control', async () => {
      throw timeout;
    });
    await expect(failed).rejects.toThrow('Visite du build « control » en échec : locator.fill: Timeout 30000ms exceeded.');
    await expect(failed).rejects.toHaveProperty('cause', timeout);
  });

  it('names the build of a visit that threw something other than an Error', async () => {
    await expect(namingBuild('floor', () => Promise.reject('page fermée'))).rejects.toThrow(
      'Visite du build « floor » en échec : page fermée',
    );
  });
});
