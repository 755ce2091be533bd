/**
 * Who sent an order: the partner named by `data-kbis-partner` and the page the dialog
 * was opened on, with its campaign (`utm_*`) parameters. Read from the page only; the partner
 * reads it in `kbis:confirm`, and a build with an order service sends it there (handoff.ts).
 */
import { ATTRIBUTION_MAX_LENGTH } from './bounds';

/** The page's campaign parameters are those whose names start with this prefix. */
export const UTM_PREFIX = 'utm_';

/** Where the order was opened. */
export interface OrderSource {
  /** The page's origin and path, without query or hash. */
  page: string;
  /** Only the `utm_*` parameters of the page's address, by name; `{}` when it has none. */
  utm: Record<string, string>;
}

export interface Attribution {
  /** The trigger's `data-kbis-partner`, else the script tag's; `null` when neither names one. */
  partner: string | null;
  source: OrderSource;
}

/** The part of `location` (or of a URL) attribution reads. */
export type PageAddress = Pick<Location, 'origin' | 'pathname' | 'search'>;

// Trimmed again after the cut, which may fall just after a space.
const clip = (value: string) => value.trim().slice(0, ATTRIBUTION_MAX_LENGTH).trimEnd();

/**
 * The attribution of an order opened on `address`. `partners` are the candidate ids, most specific
 * first (the trigger's, then the page's): the first that is not blank wins. A parameter given twice
 * keeps its last value.
 */
export function attribution(partners: readonly (string | null | undefined)[], { origin, pathname, search }: PageAddress): Attribution {
  return {
    partner: partners.map((partner) => clip(partner ?? '')).find(Boolean) ?? null,
    source: {
      page: clip(origin + pathname),
      utm: Object.fromEntries(
        [...new URLSearchParams(search)].filter(([name]) => name.startsWith(UTM_PREFIX)).map(([name, value]) => [name, clip(value)]),
      ),
    },
  };
}
