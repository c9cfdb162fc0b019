declare module 'dumb-passwords' {
  /** True when the password is among the 10000 most common ones. */
  export function check(password: string): boolean;
  const api: { check: typeof check };
  export default api;
}
