/**
 * `/advisor/staff/tickets/{ticketId}`: one ticket for the partner support – company, creator, topic, waiting
 * time, the messages oldest first – with "Übernehmen" (in progress), "Abschließen"/"Wieder öffnen" and the reply,
 * which sets the status after it (default: waiting for the company) and notifies and mails the company.
 */
import {
  StaffReplyBody,
  SUPPORT_TICKET_LIMITS,
  type StaffSupportTicketThread,
  type SupportTicketStatus,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowLeft, CheckCircle2, Hand, Hourglass, MessageSquare, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageThread } from '../../../components/ui/message-thread';
import { Link, useParams } from 'react-router';
import {
  Form,
  FormActions,
  FormMessage,
  RadioGroupField,
  SubmitButton,
  TextareaField,
  useContractForm,
} from '../../../components/form';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { waitingDuration } from '../../../lib/duration';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { TicketStatusBadge } from '../../../shared/support/ticket-status-badge';
import { replyAsStaff, setTicketStatus, staffTicketKeys, useStaffTicket } from '../api/staff-support-tickets';

type ReplyValues = { text: string; status: 'in_progress' | 'waiting' | 'closed' };

function StatusActions({ ticket }: { ticket: StaffSupportTicketThread }) {
  const { t } = useTranslation('staff-support');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<SupportTicketStatus | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const change = async (status: SupportTicketStatus) => {
    setBusy(status);
    setMessage(null);
    try {
      const updated = await setTicketStatus(ticket.id, status);
      queryClient.setQueryData(staffTicketKeys.one(ticket.id), updated);
      await queryClient.invalidateQueries({ queryKey: [...staffTicketKeys.all, 'list'] });
      setMessage({ text: t('thread.statusChanged', { status: t(`status.${status}`) }), failed: false });
    } catch (error) {
      setMessage({ text: errorText(error, { formal: true }), failed: true });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {ticket.status !== 'in_progress' && ticket.status !== 'closed' && (
          <Button
            size="sm"
            loading={busy === 'in_progress'}
            icon={<Hand className="size-4" />}
            onClick={() => void change('in_progress')}
          >
            {t('thread.pickUp')}
          </Button>
        )}
        {ticket.status === 'closed' ? (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'open'}
            icon={<RotateCcw className="size-4" />}
            onClick={() => void change('open')}
          >
            {t('thread.reopen')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'closed'}
            icon={<CheckCircle2 className="size-4" />}
            onClick={() => void change('closed')}
          >
            {t('thread.close')}
          </Button>
        )}
      </div>
      {message && (
        <p
          role={message.failed ? 'alert' : 'status'}
          className={clsx('text-xs font-medium', message.failed ? 'text-danger-700' : 'text-success-700')}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

function ReplyForm({ ticket }: { ticket: StaffSupportTicketThread }) {
  const { t } = useTranslation('staff-support');
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const kit = useContractForm<ReplyValues, StaffReplyBody>({
    schema: StaffReplyBody,
    defaultValues: { text: '', status: 'waiting' },
    resetOnSuccess: false,
    onSubmit: async (values, form) => {
      setSent(false);
      const updated = await replyAsStaff(ticket.id, values);
      queryClient.setQueryData(staffTicketKeys.one(ticket.id), updated);
      await queryClient.invalidateQueries({ queryKey: [...staffTicketKeys.all, 'list'] });
      form.reset({ text: '', status: 'waiting' });
      setSent(true);
    },
  });
  return (
    <Card>
      <CardHeader title={t('thread.replyTitle')} icon={<Send className="size-5" />} />
      <CardBody>
        <Form form={kit} className="space-y-5">
          <TextareaField
            name="text"
            label={t('thread.replyLabel')}
            hint={t('thread.replyHint')}
            required
            rows={6}
            maxLength={SUPPORT_TICKET_LIMITS.textMax}
          />
          <RadioGroupField
            name="status"
            label={t('thread.after')}
            options={(['waiting', 'in_progress', 'closed'] as const).map((value) => ({
              value,
              label: t(`thread.afterOptions.${value}`),
            }))}
          />
          {sent && (
            <p role="status" className="text-sm font-medium text-success-700">
              {t('thread.sent')}
            </p>
          )}
          <FormMessage />
          <FormActions>
            <SubmitButton>{t('thread.submit')}</SubmitButton>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}

export function StaffTicketThreadPage() {
  const { t, i18n } = useTranslation('staff-support');
  const { ticketId = '' } = useParams();
  const ticket = useStaffTicket(ticketId);
  if (!ticket.data) {
    return (
      <PageState
        state={
          ticket.isError ? { status: 'error', retry: () => void ticket.refetch() } : { status: 'loading' }
        }
      />
    );
  }
  const data = ticket.data;
  return (
    <PageContainer width="narrow">
      <Link
        to={paths.advisor.staff.tickets}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-700 hover:text-primary-900"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('thread.back')}
      </Link>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <TicketStatusBadge status={data.status} label={t(`status.${data.status}`)} />
            <span className="text-sm text-ink-600">
              {t('thread.topicLabel', { topic: t(`topic.${data.topic ?? 'other'}`) })}
            </span>
          </div>
          <h1 className="mt-2 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-ink-900 sm:text-3xl">
            {data.subject}
          </h1>
          <p className="mt-1 text-sm text-ink-600">
            {t('thread.meta', { company: data.companyName, date: formatDate(data.createdAt) })}
            {data.createdByName && <> · {t('thread.createdBy', { name: data.createdByName })}</>}
          </p>
        </div>
        <StatusActions ticket={data} />
      </div>
      {data.waitingSince && (
        <p className="mt-4 flex items-center gap-2 rounded-xl border border-accent-300 bg-accent-50 px-4 py-3 text-sm font-medium text-ink-900">
          <Hourglass className="size-4 shrink-0 text-accent-700" aria-hidden />
          {t('thread.waitingFor', {
            duration: waitingDuration(data.waitingSince, new Date(), i18n.language),
          })}
        </p>
      )}
      <div className="mt-6 space-y-6">
        <Card>
          <CardHeader title={t('thread.conversation')} icon={<MessageSquare className="size-5" />} />
          <CardBody>
            <MessageThread
              label={t('thread.conversation')}
              messages={data.messages.map((message) => {
                const ours = message.senderRole === 'study_advisor';
                return {
                  ...message,
                  mine: ours,
                  sender: ours
                    ? (message.senderName ?? '—')
                    : `${message.senderName ?? t('thread.formerMember')} · ${data.companyName}`,
                };
              })}
            />
          </CardBody>
        </Card>
        <ReplyForm ticket={data} />
      </div>
    </PageContainer>
  );
}
