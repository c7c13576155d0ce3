/**
 * Federated module of the donations plugin (remote plugin_donations, exposed as ./plugin):
 * the donation recipient block of the checkout (001 §2 section 8), in `checkout.sections`,
 * and the names of its back-office areas (slot `backend.resources`).
 */
import { definePlugin } from '@tresen/sdk';
import { DonationsAreas } from './backend';
import { DonationSection } from './DonationSection';

export default definePlugin({
  id: 'donations',
  sdk: 1,
  setup(api) {
    api.contribute('checkout.sections', DonationSection, { order: 10 });
    api.contribute('backend.resources', DonationsAreas);
  },
});
