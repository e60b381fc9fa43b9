/**
 * How quickly a company answers applicants (decision 169), read from its matches' history: shown to applicants
 * on the company's openings (`JobOpeningDetail.company.response`) and to the company on its portrait tab.
 */
import {
  RESPONSE_FIGURES_MIN_MOVES,
  RESPONSE_FIGURES_MONTHS,
  RESPONSE_FIGURES_PENDING_DAYS,
  type CompanyResponseFigures,
} from '@portal/contracts';
import type { Database } from '../db/client';
import { countResponseMoves, type ResponseFigureCounts } from './company-response-figures.repository';

/** The figures of counted moves: null (not enough data) below the minimum; the median to one decimal. */
export function toResponseFigures(counts: ResponseFigureCounts): CompanyResponseFigures {
  if (counts.moves < RESPONSE_FIGURES_MIN_MOVES) {
    return { responseRate: null, medianResponseHours: null, basedOn: counts.moves };
  }
  return {
    responseRate: Math.round((counts.answered * 100) / counts.moves),
    medianResponseHours: counts.medianHours === null ? null : Math.round(counts.medianHours * 10) / 10,
    basedOn: counts.moves,
  };
}

export async function companyResponseFigures(
  db: Database,
  companyId: string,
): Promise<CompanyResponseFigures> {
  return toResponseFigures(
    await countResponseMoves(db, companyId, {
      months: RESPONSE_FIGURES_MONTHS,
      pendingDays: RESPONSE_FIGURES_PENDING_DAYS,
    }),
  );
}
