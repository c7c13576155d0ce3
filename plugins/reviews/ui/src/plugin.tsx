/**
 * Federated module of the reviews plugin (remote plugin_reviews, exposed as ./plugin): the
 * questionnaire after the meal on the status page (001 §4), in `status.after`, and the
 * back-office screen of ratings with their averages (slot `backend.resources`).
 */
import { definePlugin } from '@tresen/sdk';
import { ReviewsAreas } from './backend';
import { Questionnaire } from './Questionnaire';

export default definePlugin({
  id: 'reviews',
  sdk: 1,
  setup(api) {
    api.contribute('status.after', Questionnaire, { order: 10 });
    api.contribute('backend.resources', ReviewsAreas);
  },
});
