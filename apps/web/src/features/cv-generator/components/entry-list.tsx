/** A repeatable list of entries (education, experience, languages, skills): add, remove and reorder. */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export function EntryList<T extends object>({
  name,
  empty,
  newEntry,
  addLabel,
  entryLabel,
  max,
  compact = false,
  children,
}: {
  name: string;
  /** Shown while the list is empty. */
  empty: string;
  newEntry: () => T;
  addLabel: string;
  /** Accessible name of the n-th entry (1-based), e.g. "Station 2". */
  entryLabel: (position: number) => string;
  max: number;
  /** One line per entry (languages, skills) instead of a card. */
  compact?: boolean;
  children: (index: number) => ReactNode;
}) {
  const { t } = useTranslation('cv-generator');
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });

  return (
    <div className="space-y-3">
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed border-ink-300 px-4 py-5 text-center text-sm text-ink-500">
          {empty}
        </p>
      )}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const label = entryLabel(index + 1);
          const actions = (
            <div className="flex shrink-0 gap-1">
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('form.moveUp', { entry: label })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                icon={<ArrowUp className="size-4" aria-hidden />}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('form.moveDown', { entry: label })}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
                icon={<ArrowDown className="size-4" aria-hidden />}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('form.remove', { entry: label })}
                onClick={() => remove(index)}
                icon={<Trash2 className="size-4 text-danger-600" aria-hidden />}
              />
            </div>
          );
          return compact ? (
            <li key={field.id} aria-label={label} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">{children(index)}</div>
              <div className="pt-7">{actions}</div>
            </li>
          ) : (
            <li
              key={field.id}
              aria-label={label}
              className="rounded-2xl border border-ink-200 bg-ink-50/60 p-4"
            >
              <div className="mb-3 flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink-700">{label}</p>
                {actions}
              </div>
              {children(index)}
            </li>
          );
        })}
      </ol>
      {fields.length < max && (
        <Button
          variant="secondary"
          icon={<Plus className="size-4" aria-hidden />}
          onClick={() => append(newEntry(), { shouldFocus: true })}
        >
          {addLabel}
        </Button>
      )}
    </div>
  );
}
