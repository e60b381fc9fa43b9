/**
 * The university's study offer as the public application service answers it (`/application-service/v1`):
 * campuses, courses with their study model, units and campuses, and the intakes still open.
 */
import { z } from 'zod';
import { IsoDate } from '../common';
import { StudyModel, Unit } from '../enums';

/** Base path of the second, public "student-application" service (spec part 2 §7.1). */
export const APPLICATION_SERVICE_PREFIX = '/application-service/v1';

export const CatalogueCampus = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  street: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  email: z.email(),
  imagePath: z.string().nullable(),
});
export type CatalogueCampus = z.infer<typeof CatalogueCampus>;

export const CatalogueCourse = z.object({
  id: z.uuid(),
  name: z.string(),
  /** DS (dual study) or DMS (dual study with a practice semester model). */
  studyModel: StudyModel,
  /** Units in which the course can be studied: `ds` (Dualstudium), `fs` (Fernstudium). */
  units: z.array(Unit),
  description: z.string().nullable(),
  /** Ids of the campuses that offer the course (see `GET /campuses`). */
  campusIds: z.array(z.uuid()),
});
export type CatalogueCourse = z.infer<typeof CatalogueCourse>;

export const CatalogueIntake = z.object({
  id: z.uuid(),
  /** Study start, `YYYY-MM-DD`. */
  date: IsoDate,
  /** E.g. "Wintersemester 2027/28". */
  label: z.string(),
});
export type CatalogueIntake = z.infer<typeof CatalogueIntake>;
