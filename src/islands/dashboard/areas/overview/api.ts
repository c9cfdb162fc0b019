/** The overview's one call: the signed-in person's account, shared with the dashboard and account settings. */
export { loadProfile, PROFILE_KEY as profileKey } from '../../../shared/data/profile.ts';
