export function GreffeTribunalCommerce() { return <p>À venir.</p>; }
