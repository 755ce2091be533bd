import { INFOGREFFE_URL } from '../core/offer';
import { OFFICIAL_ROUTE } from '../core/copy';

/**
 * Who sells and at what price, that the service is private, and the official route, cheaper or
 * free: on the first step, before anything is typed, and on the last. Opens in a new tab, so the
 * order in progress stays.
 */
export function OfficialRoute() {
  return (
    <small>
      {OFFICIAL_ROUTE.before}
      <a target="_blank" rel="noopener" href={INFOGREFFE_URL}>
        {OFFICIAL_ROUTE.link}
      </a>
      {OFFICIAL_ROUTE.after}
    </small>
  );
}
