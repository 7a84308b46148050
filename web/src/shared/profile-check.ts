// The profile's answer check, loaded on demand by shared/profile.ts (the
// profile loads on the first visit, which carries no zod).
import { zGetProfileResponse } from '@casino/sdk/schemas';
import { matches } from './answers.ts';

/** The profile when it matches the spec, else an `invalid-response` ApiError. */
export const checkProfile = matches(zGetProfileResponse);
