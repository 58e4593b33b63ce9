/** part 2 §8 "Users": the toggles, notes and knows-about share one pair; the details form has its own. */
export const USER_UPDATED = 'User updated successfully';
export const USER_UPDATE_FAILED = 'User update failed';
export const EMAIL_VERIFIED = 'User email verified successfully';
export const EMAIL_UNVERIFIED = 'User email unverified successfully';
export const EMAIL_VERIFY_FAILED = 'User email verification failed';
