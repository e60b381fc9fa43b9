import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Principal } from '../plugins/authentication';
import type { Access } from '../lib/route';
import type { IdTokenVerifier } from '../features/auth/id-token-verifier';
import type { UnitAssignment } from '../plugins/unit-assignment';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    idTokenVerifier: IdTokenVerifier;
    /** In-process unit assignment after onboarding, plus its periodic sweep (decision 041). */
    unitAssignment: UnitAssignment;
  }
  interface FastifyRequest {
    /** Set by the authentication hook on every route that is not public. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route. Required on every API route: routes without it refuse to register. */
    access?: Access;
  }
}
