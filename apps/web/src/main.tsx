import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installPlainMessages } from '@persona/shared';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { parseWithoutEval } from './lib/parse-without-eval';
import './fonts.css';
import './index.css';

// Before any screen loads zod: the CSP allows no eval, and zod's probe for it would be reported.
parseWithoutEval();
// ...and tells a broken rule in the words the API uses ('Must be at most 100 characters.').
installPlainMessages();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const root = createRoot(container);
// The scripts' evaluation is one task; the router (its route table ranked, the first address matched) is made in
// the next, so a phone's browser may paint and take a tap between them (docs/decisions.md).
await new Promise((resolve) => setTimeout(resolve));
const router = createAppRouter();
// A transition: React renders the first screen in slices that yield to the browser (an urgent render is one
// task, on a phone a long one), so a tap or the page's next paint is not kept waiting (docs/decisions.md).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
