/**
 * Runs a visit of `build` and throws its failure again with the build's name, which Playwright's
 * own errors (a locator that timed out, say) leave out; the original failure is the cause.
 * @template T
 * @param {string} build
 * @param {() => Promise<T>} visit
 * @returns {Promise<T>}
 */
export async function namingBuild(build, visit) {
  try {
    return await visit();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Visite du build « ${build} » en échec : ${message}`, { cause: error });
  }
}
