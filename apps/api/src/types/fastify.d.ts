import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Principal } from '../plugins/authentication';
import type { SignedInAccountRows } from '../sessions/session.repository';
import type { Access } from '../lib/route';
import type { IdTokenVerifier } from '../features/auth/id-token-verifier';
import type { UnitAssignment } from '../features/unit/unit-assignment.plugin';
import type { EmbeddedIdentity } from '../identity-links/embedded-identity';
import type { PdfRenderer } from '../lib/html-pdf-renderer';
import type { Readiness } from '../features/system/readiness';
import type { Metrics } from '../plugins/metrics';
import type { FileStore } from '../lib/file-store';
import type { JobQueue } from '../jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    idTokenVerifier: IdTokenVerifier;
    /** In-process unit assignment after onboarding, plus its periodic sweep (decision 041). */
    unitAssignment: UnitAssignment;
    /** The embedded provider's services for the portal (decisions 056, 057); null with an external provider. */
    embeddedIdentity: EmbeddedIdentity | null;
    /** Shared store of the rate limits when `REDIS_URL` is set (decision 064); null otherwise. */
    redis: Redis | null;
    /** The headless browser that prints HTML documents to PDF (CV, invoices; decision 281). */
    pdfRenderer: PdfRenderer;
    /** The readiness checks and the stopping flag (decision 330); parts built later add their own check. */
    readiness: Readiness;
    /** The Prometheus registry behind `/metrics` (decision 332). */
    metrics: Metrics;
    /** Where uploaded and generated files live: S3 with `S3_BUCKET`, else `UPLOAD_DIR` (decisions 340, 341). */
    fileStore: FileStore;
    /** The job queue (pg-boss on the portal's database, decision 350). */
    jobs: JobQueue;
  }
  interface FastifyRequest {
    /** Set by the authentication hook on every route that is not public. */
    principal: Principal | null;
    /** The signed-in account with consents and units, read with the principal on routes that declare `readsSignedInAccount`. */
    signedInAccount: SignedInAccountRows | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route. Required on every API route: routes without it refuse to register. */
    access?: Access;
    /** The authentication reads the account with its consents and units in the principal's statement (decision 082). */
    readsSignedInAccount?: boolean;
    /**
     * `false`: a state-changing call without the CSRF header, for the rare public call whose secret is in the
     * address (the newsletter's unsubscribe id, decision 216). Never for a call that acts on a signed-in session.
     */
    csrf?: false;
  }
}
