/** Full page navigations, in one place so tests can observe them. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}

/** Changes the address bar without a navigation; keeps the router's history state. */
export function replaceAddress(url: string): void {
  window.history.replaceState(window.history.state, '', url);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
