/**
 * Components loaded when first needed instead of with the start (decisions 314, 316): overlays most visits never
 * open, and each portal's shell.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** A named export of a module as a lazy component (`React.lazy` wants a default export). */
export function lazyNamed<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await load() }));
}

/**
 * True from the first time `open` is true on. The overlay then stays mounted, so it closes through its own
 * code (focus back to where it was, closing state) and opens again without a request.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Updating state while rendering is React's documented way to derive state from a prop change.
  if (open && !opened) setOpened(true);
  return opened || open;
}
