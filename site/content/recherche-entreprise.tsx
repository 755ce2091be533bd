export function RechercheEntreprise() { return <p>À venir.</p>; }
