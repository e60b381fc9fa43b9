import { z } from 'zod';
import { defineRoute } from '../http';
import { CatalogueIntake } from './catalogue';

/** The intakes (study starts) after today (Europe/Berlin), earliest first. Public. */
export const listIntakes = defineRoute({
  method: 'GET',
  path: '/application-service/v1/intakes',
  summary: 'The future study starts',
  response: z.array(CatalogueIntake),
});
