/** Entry point of `npm start`: one process, one port, the whole portal. */
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { companyOrigins } from './lib/portal-origins';
import { stopGracefully } from './plugins/graceful-shutdown';

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

/** The human start message of `npm start` and development (the addresses, the demo accounts). */
function printBanner(config: AppConfig, startedAt: number): void {
  const lines = [
    '',
    `  Dualstudium Portal läuft auf ${config.publicUrl}  (bereit nach ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
    `  Unternehmensportal: ${config.publicUrl}/b2b   API: ${config.publicUrl}/v1/health   OpenAPI: ${config.publicUrl}/openapi.json`,
    ...companyOrigins(config).map((origin) => `  Firmen-Adresse: ${origin}/`),
    '  Andere Adressen (z. B. 127.0.0.1) leiten hierher um; fürs Handy im lokalen Netz PUBLIC_URL=http://<IP>:<PORT> setzen.',
    config.devMailbox.enabled
      ? `  Dev-Postfach: ${config.publicUrl}/dev/mail${config.devMailbox.allowRemote ? '' : '  (nur von dieser Maschine)'}`
      : '',
    `  Datenbank: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    '',
    ...(config.seedDemoData
      ? [
          '  Demo-Zugänge (Passwort für alle: portal-demo-2026):',
          ...DEMO_ACCOUNTS.map(([email, who]) => `    ${email.padEnd(28)} ${who}`),
          '',
        ]
      : []),
  ];
  console.log(lines.filter((line, i) => line !== '' || i === 0 || lines[i - 1] !== '').join('\n'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const startedAt = Date.now();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  if (config.production) {
    // Production's stdout is read by a log collector: one JSON line, no banner (decision 331).
    app.log.info(
      {
        publicUrl: config.publicUrl,
        port: config.port,
        database: config.databaseUrl ? 'postgresql' : 'pglite',
        startupMs: Date.now() - startedAt,
      },
      'server listening',
    );
  } else {
    printBanner(config, startedAt);
  }

  // Decision 067: stop accepting, let in-flight requests finish (answered with `Connection: close`), then exit;
  // readiness says "stopping" from the first moment (decision 330). A second signal (Ctrl-C reaches `npm start`
  // and the server alike) does not cut the first one short; what is still running after the grace period is cut
  // off.
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stop signal received');
    stopGracefully(app, { drainMs: config.shutdownDrainMs, graceMs: config.shutdownGraceMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: the message names the variables, a stack trace would not help.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
