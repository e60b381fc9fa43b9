/**
 * Keyboard-only journeys (issue 14): helpers that move through a screen the way a person without a mouse does, and
 * fail on what would stop that person: a control Tab never reaches (a missing stop or a trap), a focused control
 * without a visible focus indicator, a missing skip link.
 *
 * API (kept small; the company wizard's keyboard test uses the same helpers):
 * - `tabTo(page, target, { max, backwards })`: presses Tab (Shift+Tab with `backwards`) until `target` has the focus;
 *   every element focused on the way must show a visible focus indicator. Fails after `max` presses (default 40),
 *   listing the path the focus took.
 * - `expectVisibleFocus(page)`: the focused element (or the wrapper or sibling that draws its indicator) shows an
 *   outline or box shadow that it does not show unfocused.
 * - `expectSkipLink(page, name)`: from the top of the document, the first Tab focuses the skip link and Enter
 *   moves the focus to `main`.
 * - `arrowTo(page, target, { max, key })`: inside a radio group (focus already in it), presses ArrowDown (or `key`)
 *   until `target` is focused and checked.
 * - `selectByKeyboard(page, select, label, options)`: tabs to a native select and presses ArrowDown until the chosen
 *   option's label matches `label`.
 * - `chooseFileByKeyboard(page, opener, files)`: tabs to the control that opens the file chooser, presses Enter and
 *   answers the chooser.
 * Type with `page.keyboard.type` and press keys with `page.keyboard.press`; never `click` or `fill`.
 */
import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';

export interface TabOptions {
  /** Most Tab presses allowed before the target counts as unreachable (default 40). */
  max?: number;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
}

/** A short description of the focused element for failure messages, e.g. `button "Weiter"`. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    return `${role} "${label.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  });
}

async function isFocused(target: Locator): Promise<boolean> {
  // evaluateAll does not wait for the locator to appear: a target not rendered yet simply is not focused yet.
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Presses Tab until `target` is focused. Each element focused on the way must show a visible focus indicator; the
 * target itself too. Returns the number of presses.
 */
export async function tabTo(page: Page, target: Locator, options: TabOptions = {}): Promise<number> {
  const { max = 40, backwards = false } = options;
  const path: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    path.push(await describeFocus(page));
    await expectVisibleFocus(page);
    if (await isFocused(target)) return presses;
  }
  throw new Error(
    `${target} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; focus went: ${path.join(
      ' → ',
    )}`,
  );
}

/**
 * The focused element shows a focus indicator: an outline or box shadow in its focused state that differs from its
 * unfocused state, on the element itself or on what draws it for the element (its parent or grandparent with
 * `focus-within`, its next sibling with `peer-focus`). Running transitions are finished before reading, and the
 * element gets the focus back afterwards.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const result = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: true, description: 'body' };
    const drawers = [
      element,
      element.nextElementSibling,
      element.parentElement,
      element.parentElement?.parentElement,
    ].filter((candidate): candidate is HTMLElement => candidate instanceof HTMLElement);
    const read = () =>
      drawers.map((drawer) => {
        for (const animation of drawer.getAnimations()) animation.finish();
        const style = getComputedStyle(drawer);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return {
          visible: outline || style.boxShadow !== 'none',
          signature: `${outline ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none'}|${style.boxShadow}`,
        };
      });
    const focused = read();
    element.blur();
    const unfocused = read();
    element.focus({ preventScroll: true });
    const ok = focused.some(
      (state, index) => state.visible && state.signature !== unfocused[index]!.signature,
    );
    return {
      ok: ok && document.activeElement === element,
      description: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}"`,
    };
  });
  expect(result.ok, `visible focus indicator on ${result.description}`).toBe(true);
}

/**
 * From the top of the document (as after loading a page), the first Tab focuses the skip link named `name`, and
 * Enter moves the focus to the main landmark.
 */
export async function expectSkipLink(
  page: Page,
  name: string | RegExp = 'Zum Inhalt springen',
): Promise<void> {
  // A focus start at the very top of the body, so the next Tab is the first of the page whatever had focus before.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.dataset['keyboardStart'] = '';
    document.body.prepend(start);
    start.focus({ preventScroll: true });
  });
  await page.keyboard.press('Tab');
  await page.evaluate(() => document.querySelector('[data-keyboard-start]')?.remove());
  const skipLink = page.getByRole('link', { name });
  await expect(
    skipLink,
    `first Tab focuses the skip link; focused: ${await describeFocus(page)}`,
  ).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/** Tabs to `opener` (a button or the file input's label control), presses Enter and answers the file chooser. */
export async function chooseFileByKeyboard(
  page: Page,
  opener: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
  options: TabOptions = {},
): Promise<void> {
  await tabTo(page, opener, options);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(files);
}

/** In a radio group that has the focus, presses ArrowDown (or `key`) until `target` is focused and checked. */
export async function arrowTo(
  page: Page,
  target: Locator,
  { max = 12, key = 'ArrowDown' }: { max?: number; key?: string } = {},
): Promise<void> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) {
      await expect(target).toBeChecked();
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(
    `${target} was not reached with ${max} presses of ${key}; focus is on ${await describeFocus(page)}`,
  );
}

/** Tabs to a native select and presses ArrowDown until its chosen option's label matches `label`. */
export async function selectByKeyboard(
  page: Page,
  select: Locator,
  label: string | RegExp,
  options: TabOptions = {},
): Promise<void> {
  await tabTo(page, select, options);
  const chosen = () =>
    select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.label ?? '');
  const matches = (text: string) => (typeof label === 'string' ? text === label : label.test(text));
  const count = await select.locator('option').count();
  for (let presses = 0; presses <= count && !matches(await chosen()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  const final = await chosen();
  expect(matches(final), `${select} shows "${final}", wanted ${String(label)}`).toBe(true);
}
