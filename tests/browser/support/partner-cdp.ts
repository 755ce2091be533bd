import type { Page } from 'playwright-core';

/**
 * The element painted on top at the centre of `selector` (inside the widget's shadow root),
 * counting elements that let clicks through: hit testing alone would look past those.
 */
export async function topmostAtCentreOf(page: Page, hostTag: string, selector: string): Promise<string> {
  const box = await page.locator(hostTag).evaluate((host, inner) => {
    const { x, y, width, height } = host.shadowRoot!.querySelector(inner)!.getBoundingClientRect();
    return { x: Math.round(x + width / 2), y: Math.round(y + height / 2) };
  }, selector);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { backendNodeId } = await cdp.send('DOM.getNodeForLocation', { ...box, ignorePointerEventsNone: true });
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId });
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: `function (selector) {
        const element = this.nodeType === 1 ? this : this.parentElement;
        const match = element.closest(selector);
        return match ? 'widget:' + selector : element.id || element.tagName;
      }`,
      arguments: [{ value: selector }],
      returnByValue: true,
    });
    return result.value as string;
  } finally {
    await cdp.detach();
  }
}

export interface ExposedRegion {
  role: string;
  text: string;
}

/** A node of Chromium's accessibility tree as assistive technology gets it, whitespace normalised. */
export interface ExposedNode {
  role: string;
  name: string;
  description: string;
  /** ARIA states and live-region attributes by name (`live`, `invalid`, `required`, `focused`…). */
  properties: Record<string, unknown>;
  /** The text of the node and of its descendants. */
  text: string;
}

/** Whitespace as assistive technology gets it: runs of spaces, no-break ones too, as one space. */
export const normal = (text: unknown) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** Every node Chromium exposes to assistive technology right now: ignored (inert, hidden) ones left out. */
export async function exposedNodes(page: Page): Promise<ExposedNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const textOf = (id: string): string => {
      const node = byId.get(id);
      if (!node || node.ignored) return '';
      if (node.role?.value === 'StaticText') return String(node.name?.value ?? '');
      return (node.childIds ?? []).map(textOf).join('');
    };
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => ({
        role: String(node.role?.value),
        name: normal(node.name?.value),
        description: normal(node.description?.value),
        properties: Object.fromEntries((node.properties ?? []).map((property) => [property.name, property.value.value])),
        text: normal(textOf(node.nodeId)),
      }));
  } finally {
    await cdp.detach();
  }
}

/**
 * The live regions (alert, status) Chromium exposes to assistive technology right now, with their
 * text: ignored nodes (inert, hidden, outside an open modal dialog) are left out, unlike what
 * Playwright's own aria snapshot reports.
 */
export async function exposedRegions(page: Page): Promise<ExposedRegion[]> {
  return (await exposedNodes(page)).filter((node) => ['alert', 'status'].includes(node.role)).map(({ role, text }) => ({ role, text }));
}
