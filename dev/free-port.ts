import { createServer, type AddressInfo } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server the tests start (nginx, WebKitWebDriver). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
