import { configure } from '@testing-library/react';

// findBy and waitFor give up after 1 s by default. On a loaded CI machine (more test workers than cores) a lazy
// chunk's first import, a mocked answer and a render can take longer than that while being right; a test still
// fails when what it waits for never comes, only later.
configure({ asyncUtilTimeout: 5000 });
