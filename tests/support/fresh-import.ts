import { vi } from 'vitest';

/**
 * Imports a module evaluated anew, with its imports, inside the running test: its constants are
 * computed again then. The mutation run switches a mutant on as each test starts, so a test sees a
 * mutated constant (a field's autocomplete token, the offer) only through a module loaded this way.
 */
export function freshImport<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}
