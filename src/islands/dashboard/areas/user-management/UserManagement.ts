/**
 * The entry the dashboard's routes load for this area. It exists only to name the area's chunk
 * `UserManagement.[hash].js`: the browser tests (tests/e2e/platform.spec.ts) block that chunk to
 * see what a person gets when a chunk fails to load after a deploy.
 */
export { default } from './Area.tsx';
