/** Which courses, campuses and intakes the form offers for the current choice (the API checks the same). */
import type { CatalogueCampus, CatalogueCourse, Unit } from '@portal/contracts';

export function coursesForUnit(courses: readonly CatalogueCourse[], unit: Unit | null): CatalogueCourse[] {
  if (!unit) return [];
  return courses.filter((course) => course.units.includes(unit));
}

export function campusesForCourse(
  campuses: readonly CatalogueCampus[],
  course: CatalogueCourse | undefined,
): CatalogueCampus[] {
  if (!course) return [];
  return campuses.filter((campus) => course.campusIds.includes(campus.id));
}
