/**
 * A page of the public front end that a plugin draws (slot `frontend.page`, at a path its
 * manifest names): the plugin's module is loaded only when a visitor opens the page
 * (audience 'pages'), meanwhile the loader shows.
 */
import { slotRegistry, Slot, useInit, useSlotFills, type FrontendPageComponent, type PluginInfo } from '@tresen/sdk';
import { Suspense, useEffect } from 'react';
import { Loader } from '../defaults/Loader';

export function PluginPage({ path, info }: { path: string; info: PluginInfo }) {
  const init = useInit();
  const fill = useSlotFills('frontend.page').find((candidate) => (candidate.component as FrontendPageComponent).paths?.includes(path));
  useEffect(() => {
    if (fill) return;
    void import(/* webpackChunkName: "plugins" */ '../plugins/start').then((m) =>
      m.startPlugins({ ...init, plugins: [info] }, slotRegistry, window.__TRESEN__?.errors ?? []),
    );
  }, [fill, init, info]);
  const loader = <Slot name="loader" default={Loader} />;
  if (!fill) return loader;
  const Page = fill.component as FrontendPageComponent;
  return (
    <Suspense fallback={loader}>
      <Page path={path} />
    </Suspense>
  );
}
