export function KbisEntreprises() { return <p>À venir.</p>; }
