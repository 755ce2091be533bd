export function pinnedWidgetTag(siteUrl: string): string;
export function startPartnerDemo(options?: { sitePort?: number; demoPort?: number; host?: string }): Promise<{ siteUrl: string; demoUrl: string; close: () => Promise<void> }>;
