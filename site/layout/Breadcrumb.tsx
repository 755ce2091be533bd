/** "Accueil › current page", matching the BreadcrumbList JSON-LD. */
export function Breadcrumb({ label }: { label: string }) {
  return (
    <nav className="breadcrumb" aria-label="Fil d’Ariane">
      <ol>
        <li>
          <a href="/">Accueil</a>
        </li>
        <li>
          <span aria-current="page">{label}</span>
        </li>
      </ol>
    </nav>
  );
}
