/**
 * The CV generator's draft (spec part 1 §2 `/lebenslauf-generator`; decisions 225–234): what a person types into
 * the five sections. The browser keeps it (local storage) and renders it with a template; the server only ever
 * receives the rendered HTML, never this object, so the schema is the web form's validation.
 */
import { z } from 'zod';
import { IsoDate, optionalText } from '../common';
import { text } from '../text';
import { IsoMonth } from '../account/account';

/** The templates, one HTML structure each with its own stylesheet (`cv-template-css.ts`, decision 226). */
export const CV_TEMPLATES = ['classic', 'modern'] as const;
export const CvTemplate = z.enum(CV_TEMPLATES);
export type CvTemplate = z.infer<typeof CvTemplate>;

/** The five input sections, in order; `profil` is the spec's default child. */
export const CV_SECTIONS = ['profil', 'education', 'experience', 'knowledge', 'hobbies'] as const;
export const CvSection = z.enum(CV_SECTIONS);
export type CvSection = z.infer<typeof CvSection>;

/** Language levels offered for the CV (CEFR plus native speaker). */
export const CV_LANGUAGE_LEVELS = ['native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1'] as const;
export const CvLanguageLevel = z.enum(CV_LANGUAGE_LEVELS);
export type CvLanguageLevel = z.infer<typeof CvLanguageLevel>;

/** Repeatable entries: at most this many per list, so a CV stays a CV (and the HTML within its limit). */
export const CV_MAX_ENTRIES = 12;

/** A photo as the browser stores it: a JPEG or PNG data URL, already scaled down (decision 229). */
export const CV_PHOTO_MAX_CHARS = 400_000;
const photoDataUrl = z
  .string()
  .max(CV_PHOTO_MAX_CHARS, { error: 'cv-generator:errors.photoTooLarge' })
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, { error: 'cv-generator:errors.photoType' });

const period = {
  startMonth: IsoMonth,
  /** Null while it continues ("heute"). */
  endMonth: IsoMonth.nullable(),
};
const endNotBeforeStart = (entry: { startMonth: string; endMonth: string | null }) =>
  entry.endMonth === null || entry.endMonth >= entry.startMonth;

export const CvEducation = z
  .object({
    institution: text({ min: 1, max: 120 }),
    degree: text({ min: 1, max: 120 }),
    location: optionalText(80),
    ...period,
    description: optionalText(600, { multiline: true }),
  })
  .refine(endNotBeforeStart, { error: 'end_before_start', path: ['endMonth'] });
export type CvEducation = z.input<typeof CvEducation>;

export const CvExperience = z
  .object({
    employer: text({ min: 1, max: 120 }),
    position: text({ min: 1, max: 120 }),
    location: optionalText(80),
    ...period,
    description: optionalText(800, { multiline: true }),
  })
  .refine(endNotBeforeStart, { error: 'end_before_start', path: ['endMonth'] });
export type CvExperience = z.input<typeof CvExperience>;

export const CvLanguage = z.object({ name: text({ min: 1, max: 60 }), level: CvLanguageLevel });
export const CvSkill = z.object({ name: text({ min: 1, max: 80 }) });

export const CvProfile = z.object({
  firstName: text({ min: 1, max: 60 }),
  lastName: text({ min: 1, max: 60 }),
  headline: optionalText(100),
  email: text({ min: 1, max: 254 }).pipe(z.email({ error: 'email' })),
  phone: optionalText(30).refine((v) => !v || /^\+?[0-9 ()/-]{6,30}$/.test(v), { error: 'phone' }),
  street: optionalText(100),
  postalCode: optionalText(12),
  city: optionalText(80),
  birthday: IsoDate.nullable(),
  nationality: optionalText(60),
  summary: optionalText(800, { multiline: true }),
  photo: photoDataUrl.nullable(),
});

export const CvDraft = z.object({
  template: CvTemplate,
  profile: CvProfile,
  education: z.array(CvEducation).max(CV_MAX_ENTRIES),
  experience: z.array(CvExperience).max(CV_MAX_ENTRIES),
  knowledge: z.object({
    languages: z.array(CvLanguage).max(CV_MAX_ENTRIES),
    skills: z.array(CvSkill).max(30),
    drivingLicence: optionalText(40),
  }),
  hobbies: optionalText(600, { multiline: true }),
});
/** The draft as the form holds it (before trimming and the empty-text transform). */
export type CvDraft = z.input<typeof CvDraft>;
