export function ModificationKbis() { return <p>À venir.</p>; }
