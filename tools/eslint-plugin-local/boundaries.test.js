import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { boundaries } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

// Absolute roots: the rule resolves roots against the working folder, and an absolute one stays as is.
const cwd = '/repo';
const options = [
  {
    apps: [
      { root: '/repo/apps/web/src', slices: 'features', forbidden: { shared: ['features', 'app'], features: ['app'] } },
    ],
  },
];
const file = (p) => path.join(cwd, p);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('boundaries', boundaries, {
  valid: [
    { code: "import x from './y';", filename: file('apps/web/src/features/videos/pages/a.tsx'), options },
    {
      code: "import x from '../../community';",
      filename: file('apps/web/src/features/videos/pages/a.tsx'),
      options,
    },
    {
      code: "import x from '../../community/index';",
      filename: file('apps/web/src/features/videos/pages/a.tsx'),
      options,
    },
    {
      code: "import x from '../../../shared/ui/dropdown';",
      filename: file('apps/web/src/features/videos/pages/a.tsx'),
      options,
    },
    {
      code: "import x from '../features/videos/pages/a';",
      filename: file('apps/web/src/app/routes.tsx'),
      options,
    },
    { code: "import x from 'react';", filename: file('apps/web/src/shared/ui/a.tsx'), options },
    { code: "import x from '../x';", filename: file('packages/contracts/src/a.ts'), options },
  ],
  invalid: [
    {
      code: "import x from '../../community/pages/feed-page';",
      filename: file('apps/web/src/features/videos/pages/a.tsx'),
      options,
      errors: [{ messageId: 'privateFile' }],
    },
    {
      code: "const m = import('../../community/api/get-posts');",
      filename: file('apps/web/src/features/videos/pages/a.tsx'),
      options,
      errors: [{ messageId: 'privateFile' }],
    },
    {
      code: "import x from '../../features/videos';",
      filename: file('apps/web/src/shared/ui/a.tsx'),
      options,
      errors: [{ messageId: 'layer' }],
    },
    {
      code: "export * from '../../app/routes';",
      filename: file('apps/web/src/features/videos/a.ts'),
      options,
      errors: [{ messageId: 'layer' }],
    },
  ],
});
