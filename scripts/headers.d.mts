export const HEADER_RULES: ReadonlyArray<{ path: string; headers: Record<string, string> }>;
export function headersFor(pathname: string): Record<string, string>;
export function headersFile(): string;
