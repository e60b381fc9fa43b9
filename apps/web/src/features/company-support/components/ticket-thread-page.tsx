/**
 * `/b2b/help/contact/{supportTicketId}`: one ticket of the company – messages of the company (with the writer's
 * name) and of the partner support (the staff member's name), oldest first – with the reply box. Replying to a
 * waiting or closed ticket opens it again (decision 132). "An diese Anfrage erinnern" sets a reminder
 * notification (decision 135).
 */
import { ReplyToSupportTicketBody, SUPPORT_TICKET_LIMITS, type SupportTicketThread } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowLeft, BellPlus, MessageSquare, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageThread } from '../../../components/ui/message-thread';
import { Link, useParams } from 'react-router';
import {
  Form,
  FormActions,
  FormMessage,
  SubmitButton,
  TextareaField,
  useContractForm,
} from '../../../components/form';
import { PageContainer } from '../../../components/layouts/app-frame';
import { PageState } from '../../../components/loading/page-state';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { paths, supportTicketPath } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { errorText } from '../../../lib/error-text';
import { useActiveCompany } from '../../../shared/company/active-company';
import { createReminder } from '../../../shared/company/notifications';
import { companyKeys } from '../../../shared/query-keys';
import { TicketStatusBadge } from '../../../shared/support/ticket-status-badge';
import { replyToSupportTicket, useSupportTicket } from '../api/support-tickets';

function BackLink() {
  const { t } = useTranslation('company-help');
  return (
    <Link
      to={`${paths.b2b.helpContact}#tickets`}
      className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-700 hover:text-primary-900"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {t('thread.back')}
    </Link>
  );
}

function Messages({ ticket }: { ticket: SupportTicketThread }) {
  const { t } = useTranslation('company-help');
  return (
    <MessageThread
      label={t('thread.conversation')}
      messages={ticket.messages.map((message) => {
        const ours = message.senderRole === 'company';
        return {
          ...message,
          mine: ours,
          sender: ours
            ? (message.senderName ?? t('thread.formerMember'))
            : `${message.senderName ?? t('thread.support')} · ${t('thread.support')}`,
        };
      })}
    />
  );
}

function ReplyForm({ ticket, companyId }: { ticket: SupportTicketThread; companyId: string }) {
  const { t } = useTranslation('company-help');
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const kit = useContractForm<{ text: string }, ReplyToSupportTicketBody>({
    schema: ReplyToSupportTicketBody,
    defaultValues: { text: '' },
    resetOnSuccess: false,
    onSubmit: async (values, form) => {
      setSent(false);
      const updated = await replyToSupportTicket(companyId, ticket.id, values.text);
      queryClient.setQueryData(companyKeys.supportTicket(companyId, ticket.id), updated);
      await queryClient.invalidateQueries({ queryKey: companyKeys.supportTickets(companyId), exact: true });
      form.reset({ text: '' });
      setSent(true);
    },
  });
  return (
    <Card>
      <CardHeader title={t('thread.replyTitle')} icon={<Send className="size-5" />} />
      <CardBody>
        {ticket.status === 'closed' && <p className="mb-4 text-sm text-ink-600">{t('thread.closedHint')}</p>}
        <Form form={kit} className="space-y-5">
          <TextareaField
            name="text"
            label={t('thread.replyLabel')}
            required
            rows={5}
            maxLength={SUPPORT_TICKET_LIMITS.textMax}
          />
          {sent && (
            <p role="status" className="text-sm font-medium text-success-700">
              {t('thread.sent')}
            </p>
          )}
          <FormMessage />
          <FormActions>
            <SubmitButton>{t('thread.replySubmit')}</SubmitButton>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}

function RemindButton({ ticket, companyId }: { ticket: SupportTicketThread; companyId: string }) {
  const { t } = useTranslation('company-help');
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({
    busy: false,
    message: null,
    failed: false,
  });
  const remind = async () => {
    setState({ busy: true, message: null, failed: false });
    try {
      await createReminder({
        companyId,
        title: t('thread.remindTitle', { subject: ticket.subject }).slice(0, 120),
        link: supportTicketPath(ticket.id),
      });
      await queryClient.invalidateQueries({ queryKey: companyKeys.notifications });
      setState({ busy: false, message: t('thread.reminded'), failed: false });
    } catch (error) {
      setState({
        busy: false,
        message: errorText(error, { formal: true }),
        failed: error instanceof ApiError,
      });
    }
  };
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button
        variant="secondary"
        size="sm"
        loading={state.busy}
        icon={<BellPlus className="size-4" />}
        onClick={() => void remind()}
      >
        {t('thread.remind')}
      </Button>
      {state.message && (
        <p
          role={state.failed ? 'alert' : 'status'}
          className={clsx('text-xs font-medium', state.failed ? 'text-danger-700' : 'text-success-700')}
        >
          {state.message}
        </p>
      )}
    </div>
  );
}

export function TicketThreadPage() {
  const { t } = useTranslation('company-help');
  const { supportTicketId = '' } = useParams();
  const companyId = useActiveCompany((s) => s.activeCompanyId);
  const ticket = useSupportTicket(companyId, supportTicketId);

  if (ticket.isError && ticket.error instanceof ApiError && [400, 404].includes(ticket.error.status)) {
    return (
      <PageContainer width="narrow">
        <BackLink />
        <Card className="mt-6">
          <CardBody className="py-10 text-center">
            <h1 className="text-xl font-bold text-ink-900">{t('thread.notFoundTitle')}</h1>
            <p className="mt-2 text-ink-600">{t('thread.notFoundText')}</p>
          </CardBody>
        </Card>
      </PageContainer>
    );
  }
  if (!ticket.data || !companyId) {
    return (
      <PageState
        state={
          ticket.isError ? { status: 'error', retry: () => void ticket.refetch() } : { status: 'loading' }
        }
      />
    );
  }
  const data = ticket.data;
  const topic = data.topic === 'other' || !data.topic ? t('topicOther') : t(`topics.${data.topic}.title`);
  return (
    <PageContainer width="narrow">
      <BackLink />
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <TicketStatusBadge status={data.status} label={t(`status.${data.status}`)} />
            <span className="text-sm text-ink-600">{topic}</span>
          </div>
          <h1 className="mt-2 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-ink-900 sm:text-3xl">
            {data.subject}
          </h1>
          <p className="mt-1 text-sm text-ink-600">
            {data.createdByName
              ? t('thread.opened', { date: formatDate(data.createdAt), name: data.createdByName })
              : t('thread.openedNoName', { date: formatDate(data.createdAt) })}
          </p>
        </div>
        <RemindButton ticket={data} companyId={companyId} />
      </div>
      {data.status === 'waiting' && (
        <p className="mt-4 rounded-xl border border-accent-300 bg-accent-50 px-4 py-3 text-sm font-medium text-ink-900">
          {t('thread.waitingHint')}
        </p>
      )}
      <div className="mt-6 space-y-6">
        <Card>
          <CardHeader title={t('thread.conversation')} icon={<MessageSquare className="size-5" />} />
          <CardBody>
            <Messages ticket={data} />
          </CardBody>
        </Card>
        <ReplyForm ticket={data} companyId={companyId} />
      </div>
    </PageContainer>
  );
}
