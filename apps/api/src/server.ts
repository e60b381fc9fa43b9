/** Entry point of `npm start`: one process, one port, the whole portal. */
import { buildApp } from './app';
import { loadConfig } from './config';

const DEMO_ACCOUNTS = [
  ['bewerber@demo.example', 'Bewerberin, mitten im Bewerbungsprozess (Dualstudium)'],
  ['neu@demo.example', 'Neuer Bewerber, Onboarding noch offen'],
  ['fern@demo.example', 'Bewerberin Fernstudium'],
  ['inhaber@demo.example', 'Firmeninhaberin (Unternehmensportal /b2b)'],
  ['mitarbeiter@demo.example', 'Mitarbeiter mit Stellenangebots-Rechten (/b2b)'],
  ['zwei-firmen@demo.example', 'Nutzerin in zwei Firmen (/b2b)'],
  ['berater@demo.example', 'Studienberaterin'],
  ['andere-firma@demo.example', 'Inhaber einer zweiten Firma (/b2b)'],
] as const;

async function main(): Promise<void> {
  const config = loadConfig();
  const startedAt = Date.now();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Dualstudium Portal läuft auf ${config.publicUrl}  (bereit nach ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
    `  Unternehmensportal: ${config.publicUrl}/b2b   API: ${config.publicUrl}/v1/health   OpenAPI: ${config.publicUrl}/openapi.json`,
    config.production ? '' : `  Dev-Postfach: ${config.publicUrl}/dev/mail`,
    `  Datenbank: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    '',
    '  Demo-Zugänge (Passwort für alle: portal-demo-2026):',
    ...DEMO_ACCOUNTS.map(([email, who]) => `    ${email.padEnd(28)} ${who}`),
    '',
  ];
  console.log(lines.filter((line, i) => line !== '' || i === 0 || lines[i - 1] !== '').join('\n'));

  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
