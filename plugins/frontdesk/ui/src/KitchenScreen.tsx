/** The kitchen screen: `/backend#/backoffice/{branchId}/{apiKey}`. */
import type { KeyedScreenProps } from '@tresen/sdk';
import type { ReactElement } from 'react';
import { ScreenBoard } from './ScreenBoard';

export default function KitchenScreen({ segments }: KeyedScreenProps): ReactElement {
  return <ScreenBoard kind="backoffice" segments={segments} />;
}
