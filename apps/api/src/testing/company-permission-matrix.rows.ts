/**
 * Every row of the company permission matrix, collected from the features' `*.matrix.ts` files. A feature with
 * company endpoints adds its array here.
 */
import { companyMatrix } from '../features/company/company.matrix';
import { companyDocumentsMatrix } from '../features/documents/company-documents.matrix';
import { employeesMatrix } from '../features/employees/employees.matrix';
import type { MatrixRow } from './permission-matrix';

export const COMPANY_PERMISSION_MATRIX: MatrixRow[] = [
  ...companyMatrix,
  ...companyDocumentsMatrix,
  ...employeesMatrix,
];
