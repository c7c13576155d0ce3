/**
 * The storefront's overlays of 002 §2.10, a chunk of its own (the first-visit budget is
 * full): the news overlay (public blocks of type news), the info-point with its pop-ups
 * (type popup) and, in the self-service context, the screensaver.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { asList } from '../../data';
import { useApiGet } from '../../store/queries';
import { injectStyles } from '../../styles/inject';
import { routeContext, SELF_SERVICE } from './context';
import { InfoPoint } from './InfoPoint';
import { News } from './News';
import { OVERLAYS_CSS } from './overlaysCss';
import { Screensaver } from './Screensaver';

injectStyles('site-overlays', OVERLAYS_CSS);

export default function SiteOverlays() {
  const { search } = useLocation();
  const { data } = useApiGet<unknown>('/api/blocks');
  const [news, popups] = useMemo(() => {
    const blocks = asList(data).filter((b) => b.isPublic !== false);
    return [blocks.filter((b) => b.type === 'news'), blocks.filter((b) => b.type === 'popup')];
  }, [data]);
  const selfService = routeContext(search) === SELF_SERVICE;
  return (
    <>
      {selfService && <Screensaver />}
      {!selfService && news.length > 0 && <News blocks={news} />}
      {popups.length > 0 && <InfoPoint popups={popups} />}
    </>
  );
}
