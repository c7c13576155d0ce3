/** The routed application: /backend/* (lazy, staff) and the public front end (slot "frontend"). */
import { Slot, TresenProvider, type InitData } from '@tresen/sdk';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Frontend } from './defaults/Frontend';
import { Loader } from './defaults/Loader';
import { ErrorNotices } from './ui/ErrorNotices';

// Staff-only code: its own chunk, never downloaded by the storefront.
const BackendApp = lazy(() => import(/* webpackChunkName: "backend" */ './backend/BackendApp'));

export function App({ init }: { init: InitData }) {
  return (
    <TresenProvider init={init}>
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
