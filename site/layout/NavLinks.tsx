import { articleRoutes } from '../routes';

/** The seven article links, the current one marked for assistive technology and highlighted. */
export function NavLinks({ currentPath, short = false }: { currentPath?: string; short?: boolean }) {
  return (
    <ul>
      {articleRoutes.map((route) => (
        <li key={route.path}>
          <a href={route.path} aria-current={route.path === currentPath ? 'page' : undefined}>
            {short ? (route.navLabel ?? route.label) : route.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
