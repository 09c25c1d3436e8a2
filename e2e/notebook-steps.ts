import type { Page } from 'playwright-core';
import { sql } from './people';

/** The notebook's editor, a text box named by its title (a lesson's or an interview's), as a screen reader finds it. */
export const notebookBox = (page: Page) => page.getByRole('textbox', { name: /^دفتر (الحصة|المقابلة)$/ });

/** What the notebook shows on a page. */
export const notebookShown = (page: Page) => () => notebookBox(page).evaluate((el) => el.textContent ?? '');

/** Types a line at the notebook's end, key by key, as the person would. */
export async function typeLine(page: Page, line: string) {
  await notebookBox(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(`${line}\n`);
}

/** The notebook's text as the room last saved it: a lesson's, or an interview's. */
export const savedNotebook =
  (id: number, kind: 'lesson' | 'interview' = 'lesson') =>
  async () =>
    (await sql<{ text: string }>(`select text from ${kind}_notebooks where ${kind}_id = ?`, [id]))[0]?.text ?? '';

/**
 * Each list item's text and the side of it its bullet or number is drawn on, with whether the marker is inside the
 * notebook's box (not cut off at its edge). The marker is a pseudo-element: its box comes from Chromium's layout.
 */
export async function listMarkers(page: Page, area = '[data-testid="notebook-text"]') {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const box = async (query: { nodeId?: number; backendNodeId?: number }) => {
      const [x1, , x2] = (await cdp.send('DOM.getBoxModel', query)).model.border;
      return { left: Math.min(x1!, x2!), right: Math.max(x1!, x2!) };
    };
    const { nodeId: areaId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: area });
    const bounds = await box({ nodeId: areaId });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: areaId, selector: 'li' });
    const items = [];
    for (const nodeId of nodeIds) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
      const marker = node.pseudoElements?.find((e) => e.pseudoType === 'marker');
      const text = (await cdp.send('DOM.getOuterHTML', { nodeId })).outerHTML.replace(/<[^>]+>/g, '');
      if (!marker) {
        items.push({ text, side: 'none', inside: false });
        continue;
      }
      const [item, mark] = await Promise.all([box({ nodeId }), box({ backendNodeId: marker.backendNodeId })]);
      const side = mark.left >= item.right - 1 ? 'right' : mark.right <= item.left + 1 ? 'left' : 'over';
      items.push({ text, side, inside: mark.left >= bounds.left && mark.right <= bounds.right });
    }
    return items;
  } finally {
    await cdp.detach();
  }
}
