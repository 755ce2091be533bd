/**
 * The few W3C WebDriver commands the WebKit tests use (https://www.w3.org/TR/webdriver2/), over
 * fetch: a client library would bring its own driver downloads for what is a dozen HTTP calls.
 */
export interface WebDriverSession {
  command<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T>;
  close(): Promise<void>;
}

async function call<T>(url: string, method: string, body?: object): Promise<T> {
  const response = await fetch(url, { method, headers: { 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (value && typeof value === 'object' && 'error' in value && value.error)
    throw new Error(`WebDriver ${method} ${url}: ${value.error}: ${value.message}`);
  return value;
}

/** Waits until a driver listening on `url` answers /status as ready. */
export async function waitForDriver(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await call<{ ready: boolean }>(`${url}/status`, 'GET')).ready) return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Le pilote WebDriver ne répond pas sur ${url}`, { cause: error });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startSession(
  url: string,
  capabilities: object,
): Promise<WebDriverSession & { capabilities: Record<string, unknown> }> {
  const { sessionId, capabilities: granted } = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(
    `${url}/session`,
    'POST',
    { capabilities: { alwaysMatch: capabilities } },
  );
  const base = `${url}/session/${sessionId}`;
  return {
    capabilities: granted,
    command: (method, path, body) => call(`${base}${path}`, method, body),
    close: () => call(base, 'DELETE'),
  };
}
