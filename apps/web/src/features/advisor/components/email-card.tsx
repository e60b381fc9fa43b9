/** Changing the applicant's portal e-mail (only the advisor may; decision 045), with the contract's schema. */
import { ChangeApplicantEmailBody, type AdvisorApplicantDetail } from '@portal/contracts';
import { AtSign } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, Form, FormActions, SubmitButton, useContractForm } from '../../../components/form';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { applicantActions, useApplicantAction } from '../api/applicant-actions';
import { ActionFeedback } from './action-feedback';

export function EmailCard({ detail }: { detail: AdvisorApplicantDetail }) {
  const { t } = useTranslation('advisor');
  const accountId = detail.applicant.accountId;
  const [conflict, setConflict] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const change = useApplicantAction(accountId, (email: string) =>
    applicantActions.changeEmail(accountId, { email }),
  );
  const kit = useContractForm<{ email: string }, { email: string }>({
    schema: ChangeApplicantEmailBody,
    defaultValues: { email: detail.applicant.email },
    onSubmit: async ({ email }) => {
      setConflict(null);
      setDone(false);
      try {
        await change.mutateAsync(email);
        setDone(true);
      } catch (error) {
        if (error instanceof Error && 'status' in error && (error as { status: number }).status === 409) {
          setConflict(error);
          return;
        }
        throw error;
      }
    },
  });
  return (
    <Card>
      <CardHeader
        title={t('email.title')}
        description={t('email.description')}
        icon={<AtSign className="size-5" />}
      />
      <CardBody>
        <Form form={kit} className="space-y-4">
          <EmailField name="email" label={t('email.label')} required />
          <ActionFeedback error={conflict} success={done ? t('email.done') : null} />
          <FormActions align="start">
            <SubmitButton variant="secondary">{t('email.save')}</SubmitButton>
          </FormActions>
        </Form>
      </CardBody>
    </Card>
  );
}
