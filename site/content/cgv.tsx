export function Cgv() { return <p>À venir.</p>; }
