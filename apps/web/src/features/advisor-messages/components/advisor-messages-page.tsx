/**
 * `/{ds|fs}/messages`: "Nachricht an deine Studienberatung" (linked from the contact page's advisor tab). The
 * conversation with the study advisor, oldest first, and a form to write (decision 046); the advisor's replies
 * appear here (and arrive as notification and e-mail).
 */
import { ADVISOR_MESSAGE_LIMITS, ErrorCode, SendAdvisorMessageBody } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessageSquare, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageThread } from '../../../components/ui/message-thread';
import { Link } from 'react-router';
import {
  Form,
  FormActions,
  SubmitButton,
  TextareaField,
  TextField,
  useContractForm,
} from '../../../components/form';
import { PageContainer } from '../../../components/layouts/app-frame';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useAreaPaths } from '../../../hooks/use-applicant-area';
import { ApiError } from '../../../lib/http';
import { advisorMessagesQueryKey, sendAdvisorMessage, useAdvisorMessages } from '../api/advisor-messages';

/** Refusals the page explains in its own words (keys of the `messages` namespace). */
const REFUSALS: Partial<Record<number, 'noAdvisor' | 'tooMany'>> = {
  [ErrorCode.NO_ADVISOR_ASSIGNED]: 'noAdvisor',
  [ErrorCode.TOO_MANY_MESSAGES]: 'tooMany',
};

interface MessageValues {
  subject: string;
  text: string;
}

export function AdvisorMessagesPage() {
  const { t } = useTranslation('messages');
  const messages = useAdvisorMessages();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const at = useAreaPaths();
  const kit = useContractForm<MessageValues, SendAdvisorMessageBody>({
    schema: SendAdvisorMessageBody,
    defaultValues: { subject: '', text: '' },
    resetOnSuccess: false,
    onSubmit: async (values, form) => {
      setSent(false);
      setRefusal(null);
      try {
        await sendAdvisorMessage({ text: values.text, subject: values.subject || undefined });
      } catch (error) {
        const explained = error instanceof ApiError ? REFUSALS[error.code] : undefined;
        if (explained) {
          setRefusal(t(explained));
          return;
        }
        throw error;
      }
      form.reset({ subject: '', text: '' });
      setSent(true);
      await queryClient.invalidateQueries({ queryKey: advisorMessagesQueryKey });
    },
  });

  return (
    <PageContainer width="narrow">
      <Link
        to={at.contact}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-700 hover:text-primary-900"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('back')}
      </Link>
      <PageHeader className="mt-4" title={t('title')} description={t('intro')} />
      <div className="mt-8 space-y-6">
        <Card>
          <CardHeader title={t('conversation')} icon={<MessageSquare className="size-5" />} />
          <CardBody>
            {messages.isPending ? (
              <div className="flex justify-center py-6">
                <Spinner />
              </div>
            ) : messages.isError ? (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {t('loadFailed')}
              </p>
            ) : messages.data.length === 0 ? (
              <p className="text-sm text-ink-600">{t('empty')}</p>
            ) : (
              <MessageThread
                label={t('conversation')}
                messages={messages.data.map((message) => {
                  const mine = message.senderRole === 'applicant';
                  return { ...message, mine, sender: mine ? t('you') : (message.senderName ?? t('advisor')) };
                })}
              />
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('write')} icon={<Send className="size-5" />} />
          <CardBody>
            <Form form={kit} className="space-y-5">
              <TextField name="subject" label={t('subject')} maxLength={ADVISOR_MESSAGE_LIMITS.subjectMax} />
              <TextareaField
                name="text"
                label={t('text')}
                required
                rows={5}
                maxLength={ADVISOR_MESSAGE_LIMITS.textMax}
              />
              {refusal && (
                <p role="alert" className="text-sm font-medium text-danger-700">
                  {refusal}
                </p>
              )}
              {sent && (
                <p role="status" className="text-sm font-medium text-success-700">
                  {t('sent')}
                </p>
              )}
              <FormActions>
                <SubmitButton>{t('send')}</SubmitButton>
              </FormActions>
            </Form>
          </CardBody>
        </Card>
      </div>
    </PageContainer>
  );
}
