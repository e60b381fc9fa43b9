/**
 * One campaign on the bring-a-friend page (decisions 198–199): kind, date, place, seats left and deadline, the
 * Markdown text, and the action — register for an event, take part in a raffle — or the joined state with
 * cancelling. A refusal (every seat taken, deadline passed) is shown on the card in the page's language.
 */
import { ErrorCode, type Campaign } from '@portal/contracts';
import { clsx } from 'clsx';
import { CalendarDays, CheckCircle2, Clock, Globe, MapPin, Ticket, Users } from 'lucide-react';
import { Markdown } from '../../../components/content/markdown';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAreaTranslation } from '../../../hooks/use-applicant-area';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useChangeCampaign } from '../api/campaigns';

/** A German date and time, isolated left-to-right so it keeps its order inside right-to-left sentences. */
const when = (value: string) => `\u2066${formatDateTime(value)}\u2069`;

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-ink-400" aria-hidden>
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const { t, area } = useAreaTranslation('bring-a-friend');
  const change = useChangeCampaign(area);
  const joined = campaign.registeredAt !== null || campaign.participatedAt !== null;
  const full = campaign.seatsLeft === 0 && !joined;
  const ended = new Date(campaign.endsAt ?? campaign.startsAt) < new Date();

  return (
    <Card as="article" aria-labelledby={`campaign-${campaign.id}`} className="flex flex-col">
      <div className="px-5 pt-5 sm:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800">
            {t(`campaigns.kind.${campaign.kind}`)}
          </span>
          {joined && (
            <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700">
              <CheckCircle2 className="size-3.5" aria-hidden />
              {campaign.action === 'register' ? t('campaigns.registered') : t('campaigns.participating')}
            </span>
          )}
          {full && (
            <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-700">
              {t('campaigns.fullBadge')}
            </span>
          )}
        </div>
        <h3 id={`campaign-${campaign.id}`} className="mt-2 text-lg font-semibold break-words text-ink-900">
          {campaign.title}
        </h3>
        <ul className="mt-3 grid gap-2 text-sm text-ink-700 sm:grid-cols-2">
          <Fact icon={<CalendarDays className="size-4" />}>
            {campaign.action === 'participate'
              ? t('campaigns.drawOn', { date: when(campaign.startsAt) })
              : campaign.endsAt
                ? t('campaigns.fromTo', {
                    start: when(campaign.startsAt),
                    end: `\u2066${formatDateTime(campaign.endsAt).slice(-5)}\u2069`,
                  })
                : when(campaign.startsAt)}
          </Fact>
          {campaign.location && <Fact icon={<MapPin className="size-4" />}>{campaign.location}</Fact>}
          {campaign.online && (
            <Fact icon={<Globe className="size-4" />}>
              {campaign.onlineUrl ? (
                <a
                  href={campaign.onlineUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary-800 underline underline-offset-2"
                >
                  {t('campaigns.joinOnline')}
                </a>
              ) : (
                t('campaigns.online')
              )}
            </Fact>
          )}
          {campaign.seatLimit !== null && (
            <Fact icon={<Users className="size-4" />}>
              {t('campaigns.seatsLeft', { count: campaign.seatsLeft ?? 0, total: campaign.seatLimit })}
            </Fact>
          )}
          {!ended && (
            <Fact icon={<Clock className="size-4" />}>
              {campaign.registrationOpen
                ? t('campaigns.deadline', { date: when(campaign.registrationDeadline) })
                : t('campaigns.deadlinePassed')}
            </Fact>
          )}
        </ul>
      </div>
      <div className="flex-1 px-5 py-4 text-sm sm:px-6">
        <Markdown source={campaign.description} />
      </div>
      <div className="flex flex-col gap-3 border-t border-ink-100 bg-ink-50/60 px-5 py-3 sm:flex-row sm:items-center sm:px-6">
        {joined ? (
          campaign.registrationOpen && (
            <Button
              variant="ghost"
              size="sm"
              loading={change.isPending}
              onClick={() => change.mutate({ campaignId: campaign.id, change: 'cancel' })}
            >
              {campaign.action === 'register' ? t('campaigns.cancel') : t('campaigns.leave')}
            </Button>
          )
        ) : (
          <Button
            size="sm"
            icon={<Ticket className="size-4" />}
            loading={change.isPending}
            disabled={!campaign.registrationOpen || full}
            onClick={() => change.mutate({ campaignId: campaign.id, change: campaign.action })}
          >
            {campaign.action === 'register' ? t('campaigns.register') : t('campaigns.participate')}
          </Button>
        )}
        {full && !change.isError && (
          <p className="text-sm font-medium text-ink-700">{errorText({ code: ErrorCode.CAMPAIGN_FULL })}</p>
        )}
        <p role="alert" className={clsx('text-sm font-medium text-danger-700', !change.isError && 'sr-only')}>
          {change.isError ? errorText(change.error) : ''}
        </p>
      </div>
    </Card>
  );
}
