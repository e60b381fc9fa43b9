import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

function renderedHtml(source: string): HTMLElement {
  const { container } = render(<Markdown source={source} data-testid="md" />);
  return container;
}

describe('<Markdown>', () => {
  it('renders headings, lists, emphasis and links of ordinary Markdown', () => {
    const html = renderedHtml(
      '## Bewerbung\n\n- **Zeugnis** hochladen\n- [FAQ](/ds/faq)\n\n| a | b |\n| - | - |\n| 1 | 2 |',
    );
    expect(html.querySelector('h2')?.textContent).toBe('Bewerbung');
    expect(html.querySelectorAll('li')).toHaveLength(2);
    expect(html.querySelector('strong')?.textContent).toBe('Zeugnis');
    const link = html.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/ds/faq');
    expect(link?.hasAttribute('target')).toBe(false);
    expect(html.querySelector('table td')?.textContent).toBe('1');
  });

  it('opens links to other sites in a new tab without access to the portal', () => {
    const link = renderedHtml('[IHK](https://www.ihk.de)').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never renders raw HTML: script, iframe, style and event attributes are dropped', () => {
    const html = renderedHtml(
      [
        'Vorher',
        '',
        '<script>window.pwned = true</script>',
        '',
        '<img src="x" onerror="window.pwned = true">',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '<a href="https://ok.example" onclick="window.pwned = true">klick</a>',
        '',
        '<div style="position:fixed" onmouseover="alert(1)">Overlay</div>',
        '',
        'Nachher',
      ].join('\n'),
    );
    expect(html.querySelector('script, iframe, style, img, div[style]')).toBeNull();
    for (const element of html.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i);
    }
    expect(html.textContent).toContain('Vorher');
    expect(html.textContent).toContain('Nachher');
    expect(html.textContent).not.toContain('pwned');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('removes javascript:, vbscript: and data: addresses from links and images', () => {
    const html = renderedHtml(
      [
        '[eins](javascript:alert(1))',
        '[zwei](  JaVaScRiPt:alert(1))',
        '[drei](vbscript:msgbox(1))',
        '[vier](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '![bild](javascript:alert(1))',
        '<javascript:alert(1)>',
      ].join('\n\n'),
    );
    const addresses = [...html.querySelectorAll('a, img')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
    );
    for (const address of addresses) expect(address).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    // The link texts stay readable; only their addresses go.
    for (const text of ['eins', 'zwei', 'drei', 'vier']) expect(html.textContent).toContain(text);
    expect(html.querySelector('img')).toBeNull();
  });
});
