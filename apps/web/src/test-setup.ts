import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test only where the test API is global; ours is imported, so say it here.
afterEach(cleanup);

// findBy… and waitFor give up after 1 s by default. A full run on a busy 2-core machine has seen a render take 1.2 s
// (use-resource-save.test.tsx); a longer wait costs nothing when the element comes at once.
configure({ asyncUtilTimeout: 5000 });

// A toast's Snackbar and Alert are a lazy chunk (toast.tsx), so the first toast of a file waited ~0.5 s on importing
// them inside its findBy…. Loaded here, once per worker (the project shares modules), waits measure the render alone.
await import('./components/resource/feedback/toast-view');
