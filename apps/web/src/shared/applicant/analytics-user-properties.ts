/**
 * The user properties of spec part 2 "Analytics and consent behaviour" from the applicant's loaded account and
 * units. Sent only with the `user_research` consent; the server keeps only the coarse ones (decision 256).
 */
import {
  germanLevelName,
  qualificationProperty,
  type Account,
  type AnalyticsUserProperties,
  type UnitDetail,
} from '@portal/contracts';

/** Whole years between two ISO dates (birthday and application). */
function yearsBetween(from: string, to: string): number | null {
  const start = new Date(from);
  const end = new Date(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  let years = end.getUTCFullYear() - start.getUTCFullYear();
  const beforeBirthday =
    end.getUTCMonth() < start.getUTCMonth() ||
    (end.getUTCMonth() === start.getUTCMonth() && end.getUTCDate() < start.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years >= 0 && years <= 120 ? years : null;
}

export function analyticsUserPropertiesOf(
  account: Account,
  units: readonly UnitDetail[] | undefined,
): AnalyticsUserProperties {
  const unit = units?.find((u) => u.primary) ?? units?.[0];
  const application = unit?.applications.find((a) => a.primary) ?? unit?.applications[0];
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return {
    email: account.email,
    name: name ? name.slice(0, 200) : null,
    createdAt: account.createdAt,
    campus: application?.campus.name ?? null,
    startDate: application?.intake.date ?? null,
    course: application?.course.name ?? null,
    ageAtApplication: account.birthday ? yearsBetween(account.birthday, account.createdAt) : null,
    country: account.shippingCountry,
    city: account.shippingCity?.slice(0, 200) ?? null,
    international: account.nationality ? account.nationality.toUpperCase() !== 'DE' : null,
    entranceQualification: qualificationProperty(
      account.universityEntranceQualification,
      account.universityEntranceQualificationBw,
    ),
    germanLevel: germanLevelName(account.languageSkills),
    consent: true,
  };
}
