export function KbisDefinition() { return <p>À venir.</p>; }
