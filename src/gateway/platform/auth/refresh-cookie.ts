/**
 * The browser keeps its refresh token in this httpOnly cookie (docs/decisions/005-sessions-and-refresh-tokens.md),
 * sent only to the account endpoints that read it; the OpenAPI document describes it too.
 */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/v1/Account';
