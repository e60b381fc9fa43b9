/**
 * `/b2b/help/contact`: the contact form that opens a support ticket (decisions 130, 131) and the company's
 * tickets with their status; the dismissible notice on response times (`hideSupportTicketNotice`, stored in the
 * user's metadata). `?topic=` chooses the topic (the topic pages link here with it).
 */
import {
  CreateSupportTicketBody,
  ErrorCode,
  SUPPORT_TICKET_LIMITS,
  SupportTicketTopic,
  type SupportTicketSummary,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Clock, Inbox, Info, MessageSquarePlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Form,
  FormActions,
  FormMessage,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useContractForm,
} from '../../../components/form';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { paths, supportTicketPath } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { useActiveCompany } from '../../../shared/company/active-company';
import { useMe } from '../../../shared/company/get-me';
import { useUpdateMeMetadata } from '../../../shared/company/update-me-metadata';
import { companyKeys } from '../../../shared/query-keys';
import { TicketStatusBadge } from '../../../shared/support/ticket-status-badge';
import { createSupportTicket } from '../api/support-tickets';
import { useSupportTickets } from '../../../shared/company/support-tickets';

interface TicketValues {
  subject: string;
  topic: SupportTicketTopic | null;
  text: string;
}

function SupportNotice() {
  const { t } = useTranslation('company-help');
  const { data: me } = useMe();
  const hide = useUpdateMeMetadata();
  if (!me || me.metadata.hideSupportTicketNotice === true) return null;
  return (
    <div
      role="note"
      className="mt-6 flex gap-3 rounded-2xl border border-primary-200 bg-primary-50 px-4 py-4 text-sm text-primary-900 sm:px-5"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('contact.noticeTitle')}</p>
        <p className="mt-1">{t('contact.noticeText')}</p>
        {hide.isError && <p className="mt-2 text-danger-700">{errorText(hide.error, { formal: true })}</p>}
      </div>
      <button
        type="button"
        onClick={() => hide.mutate({ hideSupportTicketNotice: true })}
        disabled={hide.isPending}
        className="-m-1 flex size-9 shrink-0 items-center justify-center rounded-full text-primary-800 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
        aria-label={t('contact.noticeDismiss')}
        title={t('contact.noticeDismiss')}
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

function TicketRow({ ticket }: { ticket: SupportTicketSummary }) {
  const { t } = useTranslation('company-help');
  // A waiting ticket says so in its status; "new reply" marks an answer while support keeps working on it.
  const answered = ticket.lastMessageFrom === 'study_advisor' && ticket.status === 'in_progress';
  return (
    <li>
      <Link
        to={supportTicketPath(ticket.id)}
        className="flex items-center gap-3 px-5 py-4 transition-colors hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-ink-900">{ticket.subject}</span>
            <TicketStatusBadge status={ticket.status} label={t(`status.${ticket.status}`)} />
            {answered && (
              <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-ink-900">
                {t('contact.answered')}
              </span>
            )}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
            <span>
              {ticket.topic === 'other' || !ticket.topic
                ? t('topicOther')
                : t(`topics.${ticket.topic}.title`)}
            </span>
            {ticket.createdByName && <span>{t('contact.createdBy', { name: ticket.createdByName })}</span>}
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              <bdi dir="ltr">{t('contact.lastActivity', { date: formatDateTime(ticket.lastMessageAt) })}</bdi>
            </span>
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-ink-400 rtl:rotate-180" aria-hidden />
      </Link>
    </li>
  );
}

function TicketList({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation('company-help');
  const tickets = useSupportTickets(companyId);
  return (
    <Card id="tickets">
      <CardHeader title={t('contact.listTitle')} icon={<Inbox className="size-5" />} />
      {tickets.isPending ? (
        <CardBody className="flex justify-center py-6">
          <Spinner />
        </CardBody>
      ) : tickets.isError ? (
        <CardBody className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-medium text-danger-700">
            {t('contact.loadFailed')}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void tickets.refetch()}>
            {t('contact.retry')}
          </Button>
        </CardBody>
      ) : tickets.data.length === 0 ? (
        <CardBody>
          <p className="text-sm text-ink-600">{t('contact.listEmpty')}</p>
        </CardBody>
      ) : (
        <ul className="divide-y divide-ink-100 border-t border-ink-100">
          {tickets.data.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ContactPage() {
  const { t } = useTranslation(['company-help']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companyId = useActiveCompany((s) => s.activeCompanyId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preset = SupportTicketTopic.safeParse(params.get('topic'));

  const kit = useContractForm<TicketValues, CreateSupportTicketBody>({
    schema: CreateSupportTicketBody,
    defaultValues: { subject: '', topic: preset.success ? preset.data : null, text: '' },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      setRefusal(null);
      if (!companyId) return;
      try {
        const ticket = await createSupportTicket(companyId, values);
        await queryClient.invalidateQueries({ queryKey: companyKeys.supportTickets(companyId) });
        void navigate(supportTicketPath(ticket.id));
      } catch (error) {
        if (error instanceof ApiError && error.code === ErrorCode.TOO_MANY_OPEN_SUPPORT_TICKETS) {
          setRefusal(errorText(error, { formal: true }));
          return;
        }
        throw error;
      }
    },
  });

  const topicOptions = SupportTicketTopic.options.map((topic) => ({
    value: topic,
    label: topic === 'other' ? t('topicOther') : t(`topics.${topic}.title`),
  }));

  return (
    <PageContainer width="narrow">
      <PageHeader title={t('contact.title')} description={t('contact.intro')} />
      <SupportNotice />
      <div className="mt-6 space-y-6">
        <Card>
          <CardHeader title={t('contact.formTitle')} icon={<MessageSquarePlus className="size-5" />} />
          <CardBody>
            <Form form={kit} className="space-y-5">
              <TextField
                name="subject"
                label={t('contact.subject')}
                required
                maxLength={SUPPORT_TICKET_LIMITS.subjectMax}
              />
              <SelectField
                name="topic"
                label={t('contact.topic')}
                required
                options={topicOptions}
                placeholder={t('contact.topicPlaceholder')}
              />
              <TextareaField
                name="text"
                label={t('contact.text')}
                hint={t('contact.textHint', { min: SUPPORT_TICKET_LIMITS.textMin })}
                required
                rows={6}
                maxLength={SUPPORT_TICKET_LIMITS.textMax}
              />
              {refusal && (
                <p role="alert" className="text-sm font-medium text-danger-700">
                  {refusal}
                </p>
              )}
              <FormMessage />
              <FormActions>
                <SubmitButton>{t('contact.submit')}</SubmitButton>
              </FormActions>
            </Form>
          </CardBody>
        </Card>
        <TicketList companyId={companyId} />
        <p className="text-center text-sm">
          <Link to={paths.b2b.help} className="font-semibold text-primary-700 hover:underline">
            {t('help.back')}
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
