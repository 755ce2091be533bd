/**
 * What a first visit to a page costs over the network, measured in Chromium: requests, bytes
 * received with gzip accepted (CDP `encodedDataLength`: compressed bodies plus response headers),
 * and the script the page runs besides widget.js (inline scripts and other script files, decoded).
 * A fresh context per page: nothing comes from a cache.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<{ requests: number, gzipBytes: number, otherScriptBytes: number, encodings: string[] }>}
 */
export async function measureTransfer(browser, url) {
  // Only gzip, so the figure is the one the bars are written in (the server would prefer brotli).
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requested = new Set();
  const encodings = new Set();
  let gzipBytes = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId }) => requested.add(requestId));
  cdp.on('Network.responseReceived', ({ response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    encodings.add(encoding ? encoding[1] : 'identity');
  });
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (gzipBytes += encodedDataLength));
  await cdp.send('Network.enable');
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const otherScriptBytes = await page.evaluate(() => {
      /** @param {HTMLScriptElement} script */
      const runs = (script) => /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i.test(script.type.trim());
      const inline = [.../** @type {NodeListOf<HTMLScriptElement>} */ (document.querySelectorAll('script:not([src])'))]
        .filter(runs)
        .reduce((sum, script) => sum + new TextEncoder().encode(script.text).length, 0);
      const files = performance
        .getEntriesByType('resource')
        .filter(
          /** @returns {entry is PerformanceResourceTiming} */ (entry) =>
            entry instanceof PerformanceResourceTiming &&
            entry.initiatorType === 'script' &&
            !new URL(entry.name).pathname.endsWith('/widget.js'),
        )
        .reduce((sum, entry) => sum + entry.decodedBodySize, 0);
      return inline + files;
    });
    return { requests: requested.size, gzipBytes, otherScriptBytes, encodings: [...encodings] };
  } finally {
    await context.close();
  }
}
