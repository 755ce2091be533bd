import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';

/** Asks the OS for a port that is free right now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('the serve command behind npm start', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill();
  });

  it('serves dist/ on the port given by PORT, with clean URLs and a real 404', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const announced = await new Promise<string>((resolve, reject) => {
      child!.stdout!.on('data', (chunk: Buffer) => resolve(chunk.toString()));
      child!.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
    expect(announced).toContain(`http://localhost:${port}`);
    const base = `http://localhost:${port}`;
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${base}/pages/kbis-definition`)).status).toBe(200);
    const missing = await fetch(`${base}/pages/introuvable`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page non trouvée');
  });
});
