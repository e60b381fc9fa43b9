/** The university's study offer: campuses, courses (with the campuses that teach them) and intakes. */
import { Unit, StudyModel } from '@portal/contracts';
import { date, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumArrayCheck, enumCheck, enumValues, timestamps } from '../columns';

export const campuses = pgTable('campuses', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  /** Public path of the campus picture, e.g. `/images/campuses/berlin.svg`. */
  imagePath: text('image_path'),
  ...timestamps(),
});

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    studyModel: text('study_model', { enum: enumValues(StudyModel) }).notNull(),
    /** Units (ds, fs) in which the course can be studied. */
    units: text('units', { enum: enumValues(Unit) })
      .array()
      .notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('courses_name_key').on(t.name),
    enumCheck(t.studyModel),
    enumArrayCheck(t.units, Unit.options),
  ],
);

/** Which campus teaches which course. */
export const courseCampuses = pgTable(
  'course_campuses',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    campusId: uuid('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.campusId] }),
    index('course_campuses_campus_idx').on(t.campusId),
  ],
);

/** The dates at which studies start (e.g. 2027-10-01, "Wintersemester 2027/28"). */
export const intakes = pgTable(
  'intakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('intakes_date_key').on(t.date)],
);
