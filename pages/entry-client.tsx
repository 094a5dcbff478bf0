import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageContextProvider, type PageContext } from '../src/components/site-context.tsx';
import { createI18n } from '../src/i18n/i18n.ts';
import { loadMessages } from '../src/i18n/load-messages.ts';
import { fetchPayload } from './fetch-payload.ts';
import type { Payload } from './payload.ts';
import { createRoutes } from './routes.tsx';
import '../src/styles.css';

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}

async function start(): Promise<void> {
  const payload = readJson<Payload>('__payload');
  const context = readJson<PageContext>('__ctx');
  const i18n = createI18n({});
  await loadMessages(i18n, payload.locale);

  const routes = createRoutes(async ({ request }: LoaderFunctionArgs) => {
    const payload = await fetchPayload(new URL(request.url), request.signal);
    await loadMessages(i18n, payload.locale);
    return payload;
  });
  const leaf = matchRoutes(routes, window.location)?.at(-1)?.route.id;
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: leaf ? { [leaf]: payload } : {} },
  });

  hydrateRoot(
    document.getElementById('app') as HTMLElement,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PageContextProvider value={context}>
          <RouterProvider router={router} />
        </PageContextProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
