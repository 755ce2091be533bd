import { NOT_FOUND_TITLE } from '../config';

/** Body of dist/404.html, served for every unknown path. */
export function NotFound() {
  return (
    <div className="page not-found">
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <p>
        <a className="btn btn-secondary" href="/">
          Retour à l'accueil
        </a>
      </p>
    </div>
  );
}
