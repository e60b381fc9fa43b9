/** A plain select in the kit's look (for filters and pickers outside a form-kit form). */
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { controlClasses } from '../../../components/form';

export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select {...props} className={controlClasses(false, `h-11 appearance-none pe-10 ${className ?? ''}`)}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
        aria-hidden
      />
    </div>
  );
}
