import { test as setup } from '@playwright/test';
import { apiSignIn } from './support/api';
import { ADMIN_STORAGE_STATE } from './support/env';

// One sign-in for every spec that starts signed in (login attempts are rate limited per address).
setup('should sign in through the API and keep the session cookie', async ({ request }) => {
  await apiSignIn(request);
  await request.storageState({ path: ADMIN_STORAGE_STATE });
});
