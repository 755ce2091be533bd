/** `#rrggbb` as getComputedStyle reports it: `rgb(r, g, b)`. */
export const rgb = (hex: string): string => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
