import type { Server } from 'node:http';
export function createStaticServer(dir?: string): Server;
export function startStaticServer(options?: { port?: number; host?: string; dir?: string }): Promise<{ url: string; close: () => Promise<void> }>;
