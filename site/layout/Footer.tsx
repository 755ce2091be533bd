import { BRAND_NAME, VAT_NOTICE } from '../../widget/core/offer';
import { articleRoutes, legalRoutes } from '../routes';
import { WITHDRAWAL_LINK_LABEL, WITHDRAWAL_PATH } from '../data/withdrawal';
import { NonAffiliation } from './NonAffiliation';

/** Build year: the pages are static, so it is fixed when they are rendered. */
const YEAR = new Date().getFullYear();

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav className="footer-nav" aria-label="Plan du site">
          <h2 className="footer-title">Guides</h2>
          <ul>
            <li>
              <a href="/">Accueil</a>
            </li>
            {articleRoutes.map((route) => (
              <li key={route.path}>
                <a href={route.path}>{route.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-nav" aria-label="Informations légales">
          <h2 className="footer-title">Informations légales</h2>
          <ul>
            {legalRoutes.map((route) => (
              <li key={route.path}>
                <a href={route.path}>{route.heading}</a>
              </li>
            ))}
            {/* On every page, for the whole withdrawal period (Code de la consommation L221-21, D221-5). */}
            <li>
              <a href={WITHDRAWAL_PATH}>{WITHDRAWAL_LINK_LABEL}</a>
            </li>
          </ul>
        </nav>
        <div className="footer-about">
          <NonAffiliation />
          <p>{VAT_NOTICE}.</p>
          <p>
            © {YEAR} {BRAND_NAME}
          </p>
        </div>
      </div>
    </footer>
  );
}
