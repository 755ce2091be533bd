import { NavLinks } from './NavLinks';
import { OrderButton } from './OrderButton';

export const SIDE_MENU_ID = 'menu-lateral';

/** The phone menu: a popover (light dismiss and Escape come with the platform). */
export function SideMenu({ currentPath }: { currentPath?: string }) {
  return (
    <div id={SIDE_MENU_ID} className="side-menu" popover="auto">
      <div className="side-menu-top">
        <p className="side-menu-title">Menu</p>
        <button type="button" className="menu-close" popoverTarget={SIDE_MENU_ID} popoverTargetAction="hide" aria-label="Fermer le menu">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <nav aria-label="Menu des guides">
        <NavLinks currentPath={currentPath} />
      </nav>
      <OrderButton />
    </div>
  );
}
