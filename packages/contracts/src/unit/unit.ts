import { z } from 'zod';
import { IsoDate, IsoDateTime } from '../common';
import { StudyModel, Unit as UnitName, UnitStage } from '../enums';

export const Campus = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.email(),
  imagePath: z.string().nullable(),
});
export const Course = z.object({ id: z.uuid(), name: z.string(), studyModel: StudyModel });
export const Intake = z.object({ id: z.uuid(), date: IsoDate });

export const Application = z.object({
  id: z.uuid(),
  primary: z.boolean(),
  campus: Campus,
  intake: Intake,
  course: Course,
});
export type Application = z.infer<typeof Application>;

export const Advisor = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  whatsappAvailable: z.boolean(),
  email: z.email(),
  city: z.string().nullable(),
  imagePath: z.string().nullable(),
});
export type Advisor = z.infer<typeof Advisor>;

/** A unit as listed on the account (without nested detail). */
export const UnitSummary = z.object({ id: z.uuid(), unit: UnitName, primary: z.boolean(), stage: UnitStage });

export const UnitDetail = z.object({
  id: z.uuid(),
  unit: UnitName,
  primary: z.boolean(),
  stage: UnitStage,
  participateAdvisorInterviewOn: IsoDateTime.nullable(),
  advisor: Advisor.nullable(),
  applications: z.array(Application),
});
export type UnitDetail = z.infer<typeof UnitDetail>;
