export function MentionsLegales() { return <p>À venir.</p>; }
