/**
 * The draft of the CV generator: empty values, the prefill from a signed-in applicant's account (profile and
 * step 2), and its place in this browser's local storage (decision 229). Nothing here talks to the server.
 */
import {
  CV_SECTIONS,
  CvSection,
  LANGUAGE_LEVELS,
  STORAGE_KEYS,
  type Account,
  type CvDraft,
  type CvLanguageLevel,
  type CvTemplate,
} from '@portal/contracts';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/** Whose draft is stored: the anonymous visitor of the public page, or one account. */
export type DraftOwner = 'public' | { accountId: string };

export const emptyEducation = (): CvDraft['education'][number] => ({
  institution: '',
  degree: '',
  location: '',
  startMonth: '',
  endMonth: null,
  description: '',
});

export const emptyExperience = (): CvDraft['experience'][number] => ({
  employer: '',
  position: '',
  location: '',
  startMonth: '',
  endMonth: null,
  description: '',
});

export function emptyDraft(template: CvTemplate = 'modern'): CvDraft {
  return {
    template,
    profile: {
      firstName: '',
      lastName: '',
      headline: '',
      email: '',
      phone: '',
      street: '',
      postalCode: '',
      city: '',
      birthday: null,
      nationality: '',
      summary: '',
      photo: null,
    },
    education: [],
    experience: [],
    knowledge: { languages: [], skills: [], drivingLicence: '' },
    hobbies: '',
  };
}

/** The account's language level (1–6: A1–C2, 7: native) on the CV's scale. */
const cvLevel = (level: number): CvLanguageLevel =>
  LANGUAGE_LEVELS[level as keyof typeof LANGUAGE_LEVELS] ?? 'B1';

/**
 * A draft from the account (`GET /v1/account`): name, e-mail, phone, address, birthday, nationality, languages,
 * and step 2's work experience, driving licence, software skills and school graduation.
 * `languageName` and `countryName` turn codes into words in the UI language.
 */
export function draftFromAccount(
  account: Account,
  names: {
    languageName: (code: string) => string;
    countryName: (code: string) => string;
    drivingLicence: string;
    schoolLeaving: string;
  },
): CvDraft {
  const draft = emptyDraft();
  draft.profile = {
    ...draft.profile,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    email: account.email,
    phone: account.phone ?? '',
    street: account.shippingStreet ?? '',
    postalCode: account.shippingPostalCode ?? '',
    city: account.shippingCity ?? '',
    birthday: account.birthday,
    nationality: account.nationality ? names.countryName(account.nationality) : '',
  };
  draft.experience = account.workExperiences.map((work) => ({
    employer: work.employer,
    position: work.position,
    location: '',
    startMonth: work.startMonth,
    endMonth: work.endMonth,
    description: work.description ?? '',
  }));
  if (account.graduationSchool && account.graduationYear) {
    draft.education = [
      {
        ...emptyEducation(),
        institution: account.graduationSchool,
        degree: names.schoolLeaving,
        startMonth: `${account.graduationYear}-06`,
        endMonth: `${account.graduationYear}-06`,
      },
    ];
  }
  draft.knowledge = {
    languages: account.languageSkills.map((skill) => ({
      name: names.languageName(skill.code),
      level: cvLevel(skill.level),
    })),
    skills: account.softwareSkills.map((skill) => ({ name: skill.name })),
    drivingLicence: account.drivingLicenseExists ? names.drivingLicence : '',
  };
  return draft;
}

const ownerKey = (owner: DraftOwner) => (owner === 'public' ? 'public' : `account:${owner.accountId}`);

/** The stored draft of `owner`, or `null` (none, another owner's, or unreadable). */
export function loadDraft(owner: DraftOwner): CvDraft | null {
  try {
    const stored = JSON.parse(readStorage(STORAGE_KEYS.cvGeneratorDraft) ?? 'null') as {
      owner?: string;
      draft?: CvDraft;
    } | null;
    if (!stored || stored.owner !== ownerKey(owner) || typeof stored.draft !== 'object') return null;
    // Fill what an older draft lacks, so the form always has every field.
    const base = emptyDraft();
    const draft = stored.draft;
    return {
      ...base,
      ...draft,
      profile: { ...base.profile, ...draft.profile },
      knowledge: { ...base.knowledge, ...draft.knowledge },
    };
  } catch {
    return null;
  }
}

export function saveDraft(owner: DraftOwner, draft: CvDraft): void {
  writeStorage(STORAGE_KEYS.cvGeneratorDraft, JSON.stringify({ owner: ownerKey(owner), draft }));
}

export function clearDraft(): void {
  removeStorage(STORAGE_KEYS.cvGeneratorDraft);
}

/** The section of an address segment; the spec's default child is `profil`. */
export function sectionOf(segment: string | undefined): CvSection {
  const parsed = CvSection.safeParse(segment);
  return parsed.success ? parsed.data : 'profil';
}

export const SECTIONS = CV_SECTIONS;

/** The draft's field groups per section, for validating one section before "Weiter". */
export const SECTION_FIELDS: Record<CvSection, readonly string[]> = {
  profil: ['profile'],
  education: ['education'],
  experience: ['experience'],
  knowledge: ['knowledge'],
  hobbies: ['hobbies'],
};
