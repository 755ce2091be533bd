/** « Retour au début » and the next page's link, under a list of the back office that goes page by page. */
import { LIST } from './copy';

/** `path` with the non-empty `params` as its query. */
export const withParams = (path: string, params: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value)).toString();
  return search ? `${path}?${search}` : path;
};

export interface PagerProps {
  /** The list's address, with the query it keeps from page to page. */
  path: string;
  params?: Record<string, string>;
  /** The cursor of the next page, when there is one. */
  next: string | null;
  /** Whether this page is not the first. */
  paged: boolean;
  nextLabel: string;
}

export function Pager({ path, params = {}, next, paged, nextLabel }: PagerProps) {
  if (!next && !paged) return null;
  return (
    <p className="bo-pages">
      {paged && <a href={withParams(path, params)}>{LIST.first}</a>}
      {next && <a href={withParams(path, { ...params, apres: next })}>{nextLabel}</a>}
    </p>
  );
}
