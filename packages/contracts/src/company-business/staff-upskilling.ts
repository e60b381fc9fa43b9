/** Staff's side of upskilling (access `staff`): courses (create, edit, delete) and the companies' requests. */
import { z } from 'zod';
import { EmptyResponse, IsoDate, IsoDateTime } from '../common';
import { defineRoute } from '../http';
import { text } from '../text';
import {
  CourseFormat,
  CourseRequest,
  CurrencyCode,
  UPSKILLING_LIMITS,
  UpskillingCourse,
} from './business-data';

export const StaffUpskillingCourse = UpskillingCourse.extend({
  published: z.boolean(),
  /** Requests not decided yet. */
  newRequests: z.number().int(),
  createdAt: IsoDateTime,
});
export type StaffUpskillingCourse = z.infer<typeof StaffUpskillingCourse>;

export const listStaffCourses = defineRoute({
  method: 'GET',
  path: '/v1/staff/upskilling/courses',
  summary: 'Every upskilling course, published or not',
  response: z.array(StaffUpskillingCourse),
});

const nullableText = (max: number, multiline = false) =>
  text({ max, multiline })
    .transform((v) => (v === '' ? null : v))
    .nullable();

const courseFields = {
  title: text({ min: UPSKILLING_LIMITS.titleMin, max: UPSKILLING_LIMITS.titleMax }),
  description: text({
    min: UPSKILLING_LIMITS.descriptionMin,
    max: UPSKILLING_LIMITS.descriptionMax,
    multiline: true,
  }),
  format: CourseFormat,
  duration: text({ min: 1, max: UPSKILLING_LIMITS.durationMax }),
  location: nullableText(UPSKILLING_LIMITS.locationMax),
  startsOn: IsoDate.nullable(),
  endsOn: IsoDate.nullable(),
  priceCents: z.number().int().min(0).max(UPSKILLING_LIMITS.priceMaxCents).nullable(),
  currency: CurrencyCode,
  seats: z.number().int().min(1).max(UPSKILLING_LIMITS.seatsMax).nullable(),
  published: z.boolean(),
};

const datesInOrder = (body: { startsOn?: string | null; endsOn?: string | null }) =>
  !body.startsOn || !body.endsOn || body.startsOn <= body.endsOn;

export const CourseBody = z
  .strictObject({
    ...courseFields,
    location: courseFields.location.optional().default(null),
    startsOn: courseFields.startsOn.optional().default(null),
    endsOn: courseFields.endsOn.optional().default(null),
    priceCents: courseFields.priceCents.optional().default(null),
    currency: courseFields.currency.optional().default('EUR'),
    seats: courseFields.seats.optional().default(null),
    published: courseFields.published.optional().default(false),
  })
  .refine(datesInOrder, { error: 'date_order', path: ['endsOn'] });
export type CourseBody = z.input<typeof CourseBody>;

export const createStaffCourse = defineRoute({
  method: 'POST',
  path: '/v1/staff/upskilling/courses',
  summary: 'Create an upskilling course',
  successStatus: 201,
  body: CourseBody,
  response: StaffUpskillingCourse,
});

export const StaffCourseParams = z.object({ courseId: z.uuid() });

export const UpdateCourseBody = z
  .strictObject({
    title: courseFields.title.optional(),
    description: courseFields.description.optional(),
    format: courseFields.format.optional(),
    duration: courseFields.duration.optional(),
    location: courseFields.location.optional(),
    startsOn: courseFields.startsOn.optional(),
    endsOn: courseFields.endsOn.optional(),
    priceCents: courseFields.priceCents.optional(),
    currency: courseFields.currency.optional(),
    seats: courseFields.seats.optional(),
    published: courseFields.published.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'required' })
  .refine(datesInOrder, { error: 'date_order', path: ['endsOn'] });
export type UpdateCourseBody = z.input<typeof UpdateCourseBody>;

export const updateStaffCourse = defineRoute({
  method: 'PATCH',
  path: '/v1/staff/upskilling/courses/{courseId}',
  summary: 'Edit, publish or withdraw an upskilling course',
  params: StaffCourseParams,
  body: UpdateCourseBody,
  response: StaffUpskillingCourse,
});

/** Only a course without requests can be deleted (`UPSKILLING_COURSE_HAS_REQUESTS`); withdraw it otherwise. */
export const deleteStaffCourse = defineRoute({
  method: 'DELETE',
  path: '/v1/staff/upskilling/courses/{courseId}',
  summary: 'Delete an upskilling course without requests',
  params: StaffCourseParams,
  response: EmptyResponse,
});

export const StaffCourseRequest = CourseRequest.extend({
  companyId: z.uuid(),
  companyName: z.string(),
  requestedByEmail: z.string().nullable(),
  /** The support ticket the request opened in the staff inbox (decision 206). */
  supportTicketId: z.uuid().nullable(),
});
export type StaffCourseRequest = z.infer<typeof StaffCourseRequest>;

export const listStaffCourseRequests = defineRoute({
  method: 'GET',
  path: '/v1/staff/upskilling/requests',
  summary: "Every company's upskilling requests, new ones first",
  response: z.array(StaffCourseRequest),
});

export const DecideCourseRequestBody = z.strictObject({
  status: z.enum(['confirmed', 'declined']),
  staffNote: nullableText(UPSKILLING_LIMITS.staffNoteMax, true).optional(),
});
export type DecideCourseRequestBody = z.input<typeof DecideCourseRequestBody>;

/** Confirms or declines a `new` request (`UPSKILLING_REQUEST_ALREADY_DECIDED` otherwise). */
export const decideCourseRequest = defineRoute({
  method: 'PATCH',
  path: '/v1/staff/upskilling/requests/{requestId}',
  summary: 'Confirm or decline an upskilling request',
  params: z.object({ requestId: z.uuid() }),
  body: DecideCourseRequestBody,
  response: StaffCourseRequest,
});
