import { describe, expect, it } from 'vitest';
import { withLowStartPriority } from './start-script-priority';

describe('start script priority', () => {
  it('marks the entry script and the module preloads low, and leaves the stylesheet alone', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/messages-de-b.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    ].join('\n');
    expect(withLowStartPriority(html).split('\n')).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/messages-de-b.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    ]);
  });

  it('keeps a priority that is already set', () => {
    const html = '<script type="module" fetchpriority="high" src="/a.js"></script>';
    expect(withLowStartPriority(html)).toBe(html);
  });
});
