/**
 * The JSON body parser of every route: Fastify's own (secure-json-parse, prototype poisoning refused), behind a
 * depth limit (decision 061). A value nested a thousand levels deep is 2–3 KB of text, passes any size limit,
 * and crashed the embedded database when it reached a `jsonb` column; no body of this API is nested deeper
 * than a handful of levels, so anything over `JSON_BODY_MAX_DEPTH` is refused with 400 before it is parsed.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../lib/app-error';

/** Deepest nesting of arrays and objects a JSON body may have (the deepest real body has 4). */
export const JSON_BODY_MAX_DEPTH = 16;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth`. One pass without parsing; strings are
 * skipped with `indexOf`, so a large base64 upload costs little. Malformed text is left to the parser.
 */
export function exceedsJsonDepth(json: string, maxDepth: number): boolean {
  let depth = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === QUOTE) {
      let end = json.indexOf('"', i + 1);
      while (end !== -1 && isEscaped(json, end)) end = json.indexOf('"', end + 1);
      if (end === -1) return false;
      i = end;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** A quote is escaped when an odd number of backslashes precedes it. */
function isEscaped(json: string, quoteIndex: number): boolean {
  let backslashes = 0;
  for (let j = quoteIndex - 1; j >= 0 && json.charCodeAt(j) === BACKSLASH; j--) backslashes++;
  return backslashes % 2 === 1;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (exceedsJsonDepth(text, JSON_BODY_MAX_DEPTH)) {
      const issue = { field: '_', rule: 'too_deeply_nested', params: { max: JSON_BODY_MAX_DEPTH } };
      done(new AppError(ErrorCode.BAD_REQUEST, [issue]), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
