/** A numbered section of the public application form. */
import type { ReactNode } from 'react';
import { Card, CardBody } from '../../../components/ui/card';

export function Section({
  number,
  title,
  icon,
  children,
}: {
  number: number;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <div className="flex items-center gap-3 border-b border-ink-100 px-5 py-4 sm:px-6">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-800 text-sm font-bold text-white"
          aria-hidden
        >
          {number}
        </span>
        <h2 className="min-w-0 flex-1 text-base font-semibold text-ink-900">{title}</h2>
        <span className="text-primary-700" aria-hidden>
          {icon}
        </span>
      </div>
      <CardBody className="space-y-6">{children}</CardBody>
    </Card>
  );
}
