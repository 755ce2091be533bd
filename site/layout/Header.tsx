import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { OrderButton } from './OrderButton';
import { SideMenu, SIDE_MENU_ID } from './SideMenu';

/**
 * Sticky header. The wide navigation shows from 1024 px; below, a menu button opens the side menu
 * through the Popover API, so no script is needed.
 */
export function Header({ currentPath }: { currentPath?: string }) {
  return (
    <header className="site-header">
      <div className="header-inner">
        <Logo />
        <nav className="main-nav" aria-label="Navigation principale">
          <NavLinks currentPath={currentPath} short />
        </nav>
        <div className="header-actions">
          <OrderButton />
          <button type="button" className="menu-button" popoverTarget={SIDE_MENU_ID} aria-label="Ouvrir le menu">
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <SideMenu currentPath={currentPath} />
    </header>
  );
}
