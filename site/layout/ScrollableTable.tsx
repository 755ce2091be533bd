import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone, in a region named by the table's caption. The region
 * takes focus so that a keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollableTable({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scroll container named by its caption, not a section of the page's outline.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus for a keyboard to scroll it.
    <div className="table-wrap" role="region" tabIndex={0} aria-labelledby={captionId}>
      {children}
    </div>
  );
}
