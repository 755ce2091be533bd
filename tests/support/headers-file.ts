/**
 * Reads a `_headers` file as Netlify and Cloudflare Pages do: a path (exact, or ending in `*` for
 * a prefix) at the start of a line, then `Name: value` lines indented below it; a request gets
 * the headers of every rule whose path matches it.
 */
export function parseHeadersFile(text: string): Array<{ path: string; headers: Array<[string, string]> }> {
  const rules: Array<{ path: string; headers: Array<[string, string]> }> = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)!.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers a `_headers` file gives `pathname`, names in lower case; a name set twice is kept twice. */
export function headersFromFile(rules: ReturnType<typeof parseHeadersFile>, pathname: string): Array<[string, string]> {
  return rules
    .filter(({ path }) => (path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path))
    .flatMap(({ headers }) => headers);
}
