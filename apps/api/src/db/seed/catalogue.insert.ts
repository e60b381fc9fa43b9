import * as s from '../schema/index';
import { CAMPUSES, COURSES, intakesToSeed } from './catalogue.data';
import { keyBy, type Tx } from './seed-helpers';

export async function seedCatalogue(tx: Tx) {
  const campuses = await tx.insert(s.campuses).values(CAMPUSES).returning();
  const courses = await tx
    .insert(s.courses)
    .values(COURSES.map(({ campuses: _campuses, ...course }) => course))
    .returning();
  const intakes = await tx.insert(s.intakes).values(intakesToSeed()).returning();
  const lookup = {
    campus: keyBy(campuses, (c) => c.city),
    course: keyBy(courses, (c) => c.name),
    intake: keyBy(intakes, (i) => i.date),
  };
  await tx.insert(s.courseCampuses).values(
    COURSES.flatMap((course) =>
      course.campuses.map((city) => ({
        courseId: lookup.course(course.name).id,
        campusId: lookup.campus(city).id,
      })),
    ),
  );
  return lookup;
}

export type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;
