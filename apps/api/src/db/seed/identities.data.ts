export const DEMO_PASSWORD = 'portal-demo-2026';

/** Everyone who can sign in (DESIGN.md table plus the second advisor and the partner support, decision 098). All other seeded people cannot. */
export const DEMO_LOGINS = [
  'bewerber@demo.example',
  'neu@demo.example',
  'fern@demo.example',
  'inhaber@demo.example',
  'mitarbeiter@demo.example',
  'zwei-firmen@demo.example',
  'berater@demo.example',
  'berater2@demo.example',
  'andere-firma@demo.example',
  'support@demo.example',
] as const;
