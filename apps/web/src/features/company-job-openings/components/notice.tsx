import { Lock } from 'lucide-react';
import { Card, CardBody } from '../../../components/ui/card';

/** A screen that cannot be shown (no permission, not found), with the reason. */
export function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardBody className="flex gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ink-100 text-ink-600">
          <Lock className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="font-semibold text-ink-900">{title}</h2>
          <p className="mt-1 text-sm text-ink-600">{text}</p>
        </div>
      </CardBody>
    </Card>
  );
}
