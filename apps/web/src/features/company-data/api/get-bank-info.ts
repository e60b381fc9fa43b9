import {
  getBankInfo as getBankInfoRoute,
  isGermanIban,
  isValidIbanValue,
  normalizeIban,
  type BankInfo,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { companyKeys } from '../../../shared/query-keys';

/**
 * `GET /application-service/v1/bank-info/{iban}` on the second service (no credentials needed; the client sends
 * them anyway, which the public route ignores).
 */
export function getBankInfo(iban: string): Promise<BankInfo> {
  return apiCall(getBankInfoRoute, { params: { iban } });
}

/** The bank of a typed IBAN, looked up once it is a complete, valid German IBAN (else idle). */
export function useBankInfo(typed: string) {
  const iban = normalizeIban(typed);
  const enabled = isValidIbanValue(iban) && isGermanIban(iban);
  return useQuery({
    queryKey: companyKeys.bankInfo(iban),
    queryFn: () => getBankInfo(iban),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
