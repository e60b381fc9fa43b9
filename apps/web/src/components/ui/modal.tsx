/**
 * The generic modal (spec part 1 §2 "Other shared UI"): title, close button and an optional
 * confirm/cancel footer, on Radix Dialog (focus trap, Escape, screen-reader labelling).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Custom footer; replaces the confirm/cancel buttons. */
  footer?: ReactNode;
  confirmLabel?: ReactNode;
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  confirmLoading?: boolean;
  cancelLabel?: ReactNode;
  /** False: no close button, Escape and outside clicks do nothing (a choice is required). */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Lets the body grow instead of scrolling at 58vh. */
  dynamicHeight?: boolean;
}

const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  confirmLabel,
  onConfirm,
  confirmDisabled,
  confirmLoading,
  cancelLabel,
  dismissible = true,
  size = 'md',
  dynamicHeight = false,
}: ModalProps) {
  const { t } = useTranslation('common');
  const prevent = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const hasDefaultFooter = !footer && (onConfirm || cancelLabel);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          className={clsx(
            'fixed inset-x-4 top-1/2 z-50 mx-auto flex max-h-[92dvh] -translate-y-1/2 flex-col',
            'rounded-2xl bg-white shadow-raised focus:outline-none',
            WIDTHS[size],
          )}
        >
          <div className="flex items-start gap-4 border-b border-ink-100 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold text-ink-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-ink-600">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            {dismissible && (
              <Dialog.Close
                className="-me-2 rounded-lg p-2 text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-800"
                aria-label={t('actions.close')}
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            )}
          </div>
          {children !== undefined && (
            <div className={clsx('overflow-y-auto px-5 py-5 sm:px-6', !dynamicHeight && 'max-h-[58vh]')}>
              {children}
            </div>
          )}
          {(footer || hasDefaultFooter) && (
            <div className="flex flex-col-reverse gap-2 border-t border-ink-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer ?? (
                <>
                  {cancelLabel && (
                    <Button variant="secondary" onClick={() => onOpenChange(false)}>
                      {cancelLabel}
                    </Button>
                  )}
                  {onConfirm && (
                    <Button onClick={onConfirm} disabled={confirmDisabled} loading={confirmLoading}>
                      {confirmLabel ?? t('actions.confirm')}
                    </Button>
                  )}
                </>
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
