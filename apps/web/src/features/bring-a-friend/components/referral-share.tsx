/**
 * The personal link in a read-only field with a copy button (Clipboard API; the status "Kopiert" is announced
 * to screen readers), and sharing by mail (`mailto:`) and WhatsApp (`https://wa.me/?text=`).
 */
import { Check, Copy, Link2, Mail, MessageCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';

type CopyState = 'idle' | 'copied' | 'failed';

export function ReferralShare({ url }: { url: string }) {
  const { t } = useAreaTranslation('bring-a-friend');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      // No clipboard access (permission, old browser): select the link so it can be copied by hand.
      input.current?.select();
      setState('failed');
    }
  };

  const message = t('share.message', { url });
  const mailHref = `mailto:?subject=${encodeURIComponent(t('share.mailSubject'))}&body=${encodeURIComponent(message)}`;
  const whatsappHref = `https://wa.me/?text=${encodeURIComponent(message)}`;

  return (
    <Card>
      <CardHeader
        title={t('link.title')}
        description={t('link.description')}
        icon={<Link2 className="size-5" />}
      />
      <CardBody>
        <label htmlFor={inputId} className="block text-sm font-medium text-ink-800">
          {t('link.label')}
        </label>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            ref={input}
            readOnly
            value={url}
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 min-w-0 flex-1 rounded-xl border border-ink-300 bg-ink-50 px-3.5 font-mono text-sm text-ink-700"
          />
          <Button
            onClick={() => void copy()}
            icon={state === 'copied' ? <Check className="size-4" /> : <Copy className="size-4" />}
            className="sm:w-auto"
          >
            {state === 'copied' ? t('link.copied') : t('link.copy')}
          </Button>
        </div>
        <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-medium">
          {state === 'copied' && <span className="text-success-700">{t('link.copiedStatus')}</span>}
          {state === 'failed' && <span className="text-danger-700">{t('link.copyFailed')}</span>}
        </p>
        <p className="mt-4 text-sm font-medium text-ink-800">{t('share.title')}</p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <a href={mailHref} className={buttonClasses({ variant: 'secondary' })}>
            <Mail className="size-4" aria-hidden />
            {t('share.mail')}
          </a>
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary' })}
          >
            <MessageCircle className="size-4" aria-hidden />
            {t('share.whatsapp')}
          </a>
        </div>
      </CardBody>
    </Card>
  );
}
