import type { Source } from '../data/sources';

/** Said after a source that reports the authority rather than being it. */
export const SECONDARY_SOURCE = 'source secondaire';

/** The "Sources" list closing an article: the pages its facts and figures rest on, secondary ones marked as such. */
export function Sources({ sources }: { sources: readonly Source[] }) {
  return (
    <section className="sources" aria-labelledby="sources">
      <h2 id="sources">Sources</h2>
      <ul>
        {sources.map((source) => (
          <li key={source.url + source.title}>
            <a href={source.url}>{source.title}</a> – {source.publisher}
            {!source.primary && ` (${SECONDARY_SOURCE})`}
          </li>
        ))}
      </ul>
    </section>
  );
}
