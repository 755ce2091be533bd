import { PRICE_HT_EUR, VAT_NOTICE } from '../widget/core/offer';
import { formatEuro } from '../widget/core/format';

/** The VAT mention cut to its first words, where the whole of it (VAT_NOTICE) does not fit: a table cell, a description, the social image. */
export const VAT_NOTICE_SHORT = VAT_NOTICE.slice(0, VAT_NOTICE.indexOf(' - '));

/** Our price as the amount paid, "35 € (TVA non applicable)": what stands beside amounts given VAT included. */
export const PRICE_PAID = `${formatEuro(PRICE_HT_EUR)} (${VAT_NOTICE_SHORT})`;
