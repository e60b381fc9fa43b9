/** Demo accounts of DESIGN.md, seeded on an empty database. */
export const DEMO_PASSWORD = 'portal-demo-2026';

export const demo = {
  applicant: 'bewerber@demo.example',
  newApplicant: 'neu@demo.example',
  distanceApplicant: 'fern@demo.example',
  owner: 'inhaber@demo.example',
  employee: 'mitarbeiter@demo.example',
  twoCompanies: 'zwei-firmen@demo.example',
  advisor: 'berater@demo.example',
  otherOwner: 'andere-firma@demo.example',
  /** Partner support (staff, decision 098); signs in at `/advisor`. */
  staff: 'support@demo.example',
} as const;
