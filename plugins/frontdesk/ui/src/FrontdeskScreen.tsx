/** The counter screen: `/backend#/frontdesk/{branchId}/{apiKey}`. */
import type { KeyedScreenProps } from '@tresen/sdk';
import type { ReactElement } from 'react';
import { ScreenBoard } from './ScreenBoard';

export default function FrontdeskScreen({ segments }: KeyedScreenProps): ReactElement {
  return <ScreenBoard kind="frontdesk" segments={segments} />;
}
