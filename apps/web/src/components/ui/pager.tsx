/** Previous / "page n of m" / next under a paged list; renders nothing for a single page. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Translated texts: the navigation's name, the buttons and the position ("Seite 2 von 5"). */
  labels: { nav: string; previous: string; next: string; position: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        {labels.previous}
      </Button>
      <p className="text-sm text-ink-600">{labels.position}</p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
      </Button>
    </nav>
  );
}
