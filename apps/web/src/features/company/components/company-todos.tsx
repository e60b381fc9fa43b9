/**
 * "Zu erledigen" on the company home: what needs the user's attention in the active company, each with the one
 * action that settles it. Built from the data the portal already loads (me, company, notifications, tickets,
 * employees); items that need a permission appear only for those who hold it. The missing payment details have
 * their own dismissible warning above (`hidePaymentDetailsWarning`).
 */
import { holdsPermission, type Company, type CompanyUser, type MatchTodoKind } from '@portal/contracts';
import {
  Bell,
  Briefcase,
  Building2,
  CalendarPlus,
  CheckCircle2,
  Handshake,
  ImageIcon,
  LifeBuoy,
  MailQuestion,
  UserCheck,
  UserPlus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '../../../components/notifications/notifications-api';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { jobOpeningApplicantPath, paths, supportTicketPath } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { openCompanySelect } from '../../../shared/company/active-company';
import { useEmployees } from '../../../shared/company/employees';
import { useCompanyNotificationSource } from '../../../shared/company/notifications';
import { useSupportTickets } from '../../../shared/company/support-tickets';
import { useMatchTodos } from '../api/match-todos';

const MATCH_ICON: Record<MatchTodoKind, ReactNode> = {
  answer_interest: <UserCheck className="size-5" />,
  propose_interview: <CalendarPlus className="size-5" />,
  decide_offer: <Handshake className="size-5" />,
  confirm_commitment: <Handshake className="size-5" />,
};

interface Todo {
  key: string;
  icon: ReactNode;
  title: string;
  text?: string;
  action: ReactNode;
}

const linkAction = (to: string, label: string) => (
  <Link to={to} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
    {label}
  </Link>
);

/** The data the to-dos are built from; the home calls it too, so it starts beside the company's own data. */
function useTodoSources(me: CompanyUser | undefined, companyId: string | null) {
  const membership = me?.companies.find((c) => c.id === companyId);
  const mayInvite = holdsPermission(membership, 'create employees');
  const notifications = useNotifications(useCompanyNotificationSource());
  const tickets = useSupportTickets(companyId);
  const employees = useEmployees(companyId, 'lastName', { enabled: mayInvite });
  // Matches waiting for the company, for those who act on them (decision 140).
  const matchTodos = useMatchTodos(companyId ?? '', holdsPermission(membership, 'edit job openings'));
  return { membership, mayInvite, notifications, tickets, employees, matchTodos };
}

/**
 * True once every source of the to-dos has answered (or failed). The home shows its cards from then on, so the
 * list does not grow above the company's data while the phone reads it (layout shift, decision 315).
 */
export function useCompanyTodosSettled(me: CompanyUser | undefined, companyId: string | null): boolean {
  const { notifications, tickets, employees, matchTodos } = useTodoSources(me, companyId);
  // A disabled query stays pending without fetching; `isLoading` is true only while a fetch is under way.
  return ![notifications, tickets, employees, matchTodos].some((query) => query.isLoading);
}

export function CompanyTodos({ me, company }: { me: CompanyUser; company: Company }) {
  const { t } = useTranslation('company');
  const { membership, mayInvite, notifications, tickets, employees, matchTodos } = useTodoSources(
    me,
    company.id,
  );

  const todos: Todo[] = [];
  for (const entry of matchTodos.data?.entries ?? []) {
    todos.push({
      key: `match-${entry.matchId}`,
      icon: MATCH_ICON[entry.kind],
      title: t(`todos.match.${entry.kind}.title`, {
        name: entry.applicantFirstName ?? t('todos.match.someone'),
      }),
      text: t('todos.match.text', { title: entry.jobOpeningTitle, date: formatDate(entry.waitingSince) }),
      action: linkAction(
        jobOpeningApplicantPath(entry.jobOpeningId, entry.accountId),
        t(`todos.match.${entry.kind}.action`),
      ),
    });
  }
  const moreMatches = (matchTodos.data?.total ?? 0) - (matchTodos.data?.entries.length ?? 0);
  if (moreMatches > 0) {
    todos.push({
      key: 'match-more',
      icon: <Briefcase className="size-5" />,
      title: t('todos.match.more', { number: moreMatches }),
      action: linkAction(paths.b2b.jobOpenings, t('todos.match.moreAction')),
    });
  }
  for (const invitation of me.companies.filter((c) => c.invitationPending)) {
    todos.push({
      key: `invitation-${invitation.id}`,
      icon: <MailQuestion className="size-5" />,
      title: t('todos.invitation.title', { company: invitation.name }),
      text: t('todos.invitation.text'),
      action: (
        <button
          type="button"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          onClick={() => openCompanySelect()}
        >
          {t('todos.invitation.action')}
        </button>
      ),
    });
  }
  for (const ticket of (tickets.data ?? []).filter((ticket) => ticket.status === 'waiting')) {
    todos.push({
      key: `ticket-${ticket.id}`,
      icon: <LifeBuoy className="size-5" />,
      title: t('todos.ticket.title'),
      text: ticket.subject,
      action: linkAction(supportTicketPath(ticket.id), t('todos.ticket.action')),
    });
  }
  const unread = notifications.data?.unread ?? 0;
  if (unread > 0) {
    todos.push({
      key: 'notifications',
      icon: <Bell className="size-5" />,
      title: t('todos.notifications.title', { number: unread }),
      action: linkAction(paths.b2b.notifications, t('todos.notifications.action')),
    });
  }
  const pendingEmployees = (employees.data ?? []).filter((employee) => employee.invitationPending).length;
  if (mayInvite && pendingEmployees > 0) {
    todos.push({
      key: 'employees',
      icon: <UserPlus className="size-5" />,
      title: t('todos.employees.title', { number: pendingEmployees }),
      text: t('todos.employees.text'),
      action: linkAction(paths.b2b.employees, t('todos.employees.action')),
    });
  }
  if (holdsPermission(membership, 'edit company master data') && !(company.street && company.city)) {
    todos.push({
      key: 'master-data',
      icon: <Building2 className="size-5" />,
      title: t('todos.masterData.title'),
      text: t('todos.masterData.text'),
      action: linkAction(paths.b2b.company, t('todos.masterData.action')),
    });
  }
  if (holdsPermission(membership, 'edit company portrait') && !company.portrait) {
    todos.push({
      key: 'portrait',
      icon: <ImageIcon className="size-5" />,
      title: t('todos.portrait.title'),
      text: t('todos.portrait.text'),
      action: linkAction(`${paths.b2b.company}/portrait`, t('todos.portrait.action')),
    });
  }

  return (
    <Card>
      <CardHeader title={t('todos.title')} icon={<CheckCircle2 className="size-5" />} />
      <CardBody className="pt-3">
        {todos.length === 0 ? (
          <p className="text-sm text-ink-600">{t('todos.none')}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {todos.map((todo) => (
              <li key={todo.key} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-start gap-3 sm:items-center">
                  <span
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700"
                    aria-hidden
                  >
                    {todo.icon}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-ink-900">{todo.title}</p>
                    {todo.text && (
                      <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-ink-600">{todo.text}</p>
                    )}
                  </div>
                </div>
                <div className="shrink-0 ps-12 sm:ps-0">{todo.action}</div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
