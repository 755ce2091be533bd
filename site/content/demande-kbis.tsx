export function DemandeKbis() { return <p>À venir.</p>; }
