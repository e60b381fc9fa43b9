/** The values of the public application form and their start (all empty). */
import type { CreateApplicationBody, Unit } from '@portal/contracts';

export type Salutation = NonNullable<CreateApplicationBody['salutation']>;

export interface ApplicationFormValues {
  unit: Unit | null;
  courseId: string | null;
  campusId: string | null;
  intakeId: string | null;
  salutation: Salutation | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  privacyConsent: boolean;
}

export const DEFAULT_VALUES: ApplicationFormValues = {
  unit: null,
  courseId: null,
  campusId: null,
  intakeId: null,
  salutation: null,
  firstName: '',
  lastName: '',
  email: '',
  phone: null,
  privacyConsent: false,
};
