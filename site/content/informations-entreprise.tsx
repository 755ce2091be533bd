export function InformationsEntreprise() { return <p>À venir.</p>; }
