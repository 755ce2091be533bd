import { BRAND_NAME } from '../../widget/core/offer';

/** The notice every page carries: a private service, not the registries, and the cheaper official route exists. */
export function NonAffiliation() {
  return (
    <p className="non-affiliation">
      {BRAND_NAME} est un service privé et indépendant. Il n'est affilié ni aux greffes des tribunaux de commerce, ni à Infogreffe, ni à
      l'INPI, ni à aucune administration. Vous pouvez obtenir vous-même un extrait Kbis, pour un coût moindre, auprès du greffe compétent ou
      sur le site officiel Infogreffe, et gratuitement sur MonIdenum si vous êtes le représentant légal de la société, sauf notamment en
      Alsace-Moselle.
    </p>
  );
}
