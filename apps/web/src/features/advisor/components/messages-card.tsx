/** The conversation with the applicant (contact requests) and the advisor's reply (decision 046). */
import { ADVISOR_MESSAGE_LIMITS } from '@portal/contracts';
import { MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageThread } from '../../../components/ui/message-thread';
import { controlClasses } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { applicantActions, useApplicantAction } from '../api/applicant-actions';
import { useApplicantMessages } from '../api/list-applicant-messages';
import { ActionFeedback } from './action-feedback';

export function MessagesCard({ accountId }: { accountId: string }) {
  const { t } = useTranslation('advisor');
  const messages = useApplicantMessages(accountId);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const textId = useId();
  const reply = useApplicantAction(accountId, (body: string) =>
    applicantActions.reply(accountId, { text: body }),
  );
  return (
    <Card>
      <CardHeader title={t('messages.title')} icon={<MessageSquare className="size-5" />} />
      <CardBody className="space-y-4">
        {messages.isError && <ActionFeedback error={messages.error} />}
        {messages.data?.length === 0 && <p className="text-sm text-ink-600">{t('messages.empty')}</p>}
        {!!messages.data?.length && (
          <MessageThread
            className="max-h-96 overflow-y-auto"
            label={t('messages.title')}
            messages={messages.data.map((message) => {
              const mine = message.senderRole === 'study_advisor';
              return {
                ...message,
                mine,
                sender: message.senderName ?? (mine ? t('messages.you') : t('messages.applicant')),
              };
            })}
          />
        )}
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) {
              setEmpty(true);
              return;
            }
            setEmpty(false);
            reply.mutate(text.trim(), { onSuccess: () => setText('') });
          }}
        >
          <label htmlFor={textId} className="block text-sm font-medium text-ink-800">
            {t('messages.reply')}
          </label>
          <textarea
            id={textId}
            rows={4}
            value={text}
            maxLength={ADVISOR_MESSAGE_LIMITS.textMax}
            aria-invalid={empty || undefined}
            onChange={(event) => setText(event.target.value)}
            className={controlClasses(empty, 'py-2.5')}
          />
          {empty && <p className="text-sm font-medium text-danger-700">{t('messages.required')}</p>}
          <ActionFeedback error={reply.error} success={reply.isSuccess ? t('messages.sent') : null} />
          <Button type="submit" loading={reply.isPending}>
            {t('messages.send')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
