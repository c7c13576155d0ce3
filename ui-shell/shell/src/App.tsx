/** The routed application: /backend/* (lazy, staff) and the public front end (slot "frontend"). */
import { Slot, TresenProvider, useErrors, type InitData } from '@tresen/sdk';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Frontend } from './defaults/Frontend';
import { Loader } from './defaults/Loader';
import { useInitData } from './query';


// Shown only once a call failed: its own chunk.
const ErrorList = lazy(() => import(/* webpackChunkName: "errors" */ './ui/ErrorNotices'));

function ErrorNotices() {
  const errors = useErrors();
  return errors.length ? (
    <Suspense fallback={null}>
      <ErrorList />
    </Suspense>
  ) : null;
}

// Staff-only code: its own chunk, never downloaded by the storefront.
const BackendApp = lazy(() => import(/* webpackChunkName: "backend" */ './backend/BackendApp'));

export function App({ init, queryClient }: { init: InitData; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Routed init={init} />
    </QueryClientProvider>
  );
}

function Routed({ init }: { init: InitData }) {
  return (
    <TresenProvider init={useInitData(init)}>
      <BrowserRouter>
        <Routes>
          <Route
            path="/backend/*"
            element={
              <Suspense fallback={<Slot name="loader" default={Loader} />}>
                <BackendApp />
              </Suspense>
            }
          />
          <Route path="*" element={<Slot name="frontend" default={Frontend} />} />
        </Routes>
        {/* Outside every slot: recorded errors stay visible whatever a plugin overrides. */}
        <ErrorNotices />
      </BrowserRouter>
    </TresenProvider>
  );
}
