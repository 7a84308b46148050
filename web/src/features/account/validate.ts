// Client-side checks of the account forms (SPEC.md section 5 says only "other
// input validation: not shown"; these are the plain ones players expect).
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Minimum password length (the spec's Password schema). */
export const PASSWORD_MIN = 6;
export const CODE = /^\d{4,8}$/;
