import type { Source } from '../sources';

/** The "Sources" list closing an article: the official pages its facts rest on. */
export function Sources({ sources }: { sources: readonly Source[] }) {
  return (
    <section className="sources" aria-labelledby="sources">
      <h2 id="sources">Sources</h2>
      <ul>
        {sources.map((source) => (
          <li key={source.url + source.title}>
            <a href={source.url}>{source.title}</a> – {source.publisher}
          </li>
        ))}
      </ul>
    </section>
  );
}
