/**
 * Navigation from outside React (the API client's error reactions, the initial loading). The router
 * registers itself once it exists; a navigation requested before that is replayed on registration.
 */
export interface NavigateOptions {
  replace?: boolean;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;
let pending: { to: string; options?: NavigateOptions } | null = null;

export function registerNavigator(next: Navigator): () => void {
  navigator = next;
  if (pending) {
    const { to, options } = pending;
    pending = null;
    next(to, options);
  }
  return () => {
    if (navigator === next) navigator = null;
  };
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigator) navigator(to, options);
  else pending = { to, options };
}
