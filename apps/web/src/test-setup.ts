import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only where the test API is global; ours is imported, so say it here.
afterEach(cleanup);

// findBy… and waitFor give up after 1 s by default. A full run on a busy 2-core machine has seen a render take 1.2 s
// (use-resource-save.test.tsx); a longer wait costs nothing when the element comes at once.
configure({ asyncUtilTimeout: 5000 });
