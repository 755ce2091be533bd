/**
 * What the widget sells and shows, and the site repeats: the brand, the price with its VAT mention,
 * the delivery time, the consumer's withdrawal period, and where the terms and the official route
 * are. The one place every page, the widget and the tests read them from.
 */

export const BRAND_NAME = 'Kbis Facile';
/**
 * Who sells under the brand, as the dialog names them on partners' pages too (Code de la
 * consommation L221-5, R111-1): the publisher's company name and the city of its seat.
 */
export const SELLER = { name: 'Trámites Mercantiles Online S.L.', city: 'Madrid' } as const;
/** The brand's blue: the site's links and buttons, the widget's, the favicon and the social image. */
export const BRAND_COLOR = '#1d4ed8';

export const PRICE_HT_EUR = 35;
export const VAT_NOTICE = 'TVA non applicable - Art. 293 B du CGI';

/**
 * Working days from the start of execution (the order, or the end of the withdrawal period when
 * the customer did not ask for immediate execution) to the PDF sent by email: the operator's
 * service level, to confirm before launch. Every page, the CGV and the widget's last step state it.
 */
export const DELIVERY_WORKING_DAYS = 2;

/** The pages the widget's last step links to, made absolute on the origin that served widget.js. */
export const LEGAL_PATHS = { terms: '/pages/cgv', privacy: '/pages/cgv#donnees-personnelles' } as const;

/** A consumer's withdrawal period for a contract concluded at a distance (Code de la consommation, L221-18). */
export const WITHDRAWAL_DAYS = 14;

/** The official site of the greffes, where the tariff in force is published: the route the widget points to. */
export const INFOGREFFE_URL = 'https://www.infogreffe.fr';
