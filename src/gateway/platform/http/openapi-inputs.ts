/**
 * Inputs some routes read by hand rather than through their zod schema (a header checked in the
 * handler, a multipart body, a cookie), described here so the OpenAPI document states them too.
 */
import { IDEMPOTENCY_KEY } from '../../../contracts/commerce.ts';
import { FILE_KINDS, UPLOAD_RULES } from '../../../contracts/files.ts';
import { REFRESH_COOKIE } from '../auth/refresh-cookie.ts';

type Operation = { parameters?: unknown[]; requestBody?: unknown };

const refreshCookie = {
  in: 'cookie',
  name: REFRESH_COOKIE,
  required: false,
  description: 'The refresh token the browser keeps (httpOnly); API clients may send it as `token` in the body instead.',
  schema: { type: 'string' },
};

const idempotencyKey = {
  in: 'header',
  name: 'Idempotency-Key',
  required: true,
  description: 'A new unique value per purchase; sending the same key again answers the first purchase again (services/checkout.ts).',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source, minLength: 8, maxLength: 200 },
};

function upload(kind: (typeof FILE_KINDS)[number]) {
  const rule = UPLOAD_RULES[kind];
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            file: {
              type: 'string',
              format: 'binary',
              description: `${rule.accepted}, at most ${rule.maxBytes} bytes (sniffed from content).`,
            },
          },
          required: ['file'],
        },
        encoding: { file: { contentType: rule.types.join(', ') } },
      },
    },
  };
}

/** Per `METHOD path` of the document: what to add to the operation. */
const HAND_READ: Record<string, (operation: Operation) => void> = {
  'post /api/v1/shoppingcart/confirm-purchase': (op) => {
    op.parameters = [...(op.parameters ?? []), idempotencyKey];
  },
  'post /api/v1/Account/refreshtoken': (op) => {
    op.parameters = [...(op.parameters ?? []), refreshCookie];
  },
  'post /api/v1/Account/logout': (op) => {
    op.parameters = [...(op.parameters ?? []), refreshCookie];
  },
  ...Object.fromEntries(
    FILE_KINDS.map((kind) => [
      `post /api/v1/fileupload/${kind}`,
      (op: Operation) => {
        op.requestBody = upload(kind);
      },
    ]),
  ),
};

/** Adds the hand-read inputs of one operation, if it has any. */
export function describeHandReadInputs(method: string, path: string, operation: Operation): void {
  HAND_READ[`${method} ${path}`]?.(operation);
}
