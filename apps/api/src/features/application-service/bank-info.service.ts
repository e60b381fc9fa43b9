/**
 * Bank of a German IBAN from the Bundesbank bank-code list shipped with the product (decision 114):
 * `bankdata-germany` 2.x bundles the list (bank code → short name and BIC) and switches to the next published
 * list on its validity date, all offline. The list carries no place column, so `city` stays null and the form
 * leaves the city to the user. An unknown bank code is refused (code 2121), never guessed from a neighbour.
 */
import { ErrorCode, isGermanIban, type BankInfo } from '@portal/contracts';
import { bankDataByIBAN } from 'bankdata-germany';
import { AppError } from '../../lib/app-error';

/** `iban` is normalised and valid (the contract checked it). */
export function lookupBankInfo(iban: string): BankInfo {
  if (!isGermanIban(iban)) throw new AppError(ErrorCode.BANK_INFO_NOT_GERMAN);
  const bank = bankDataByIBAN(iban);
  if (!bank) throw new AppError(ErrorCode.BANK_CODE_UNKNOWN);
  return { bankCode: bank.blz, bankName: bank.bankName, bic: bank.bic ?? null, city: null };
}
