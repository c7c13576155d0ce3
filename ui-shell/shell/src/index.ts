// Async boundary: webpack negotiates the shared modules (react, @tresen/sdk, …) with the
// share scope before bootstrap runs. Importing them here directly would fail with
// "Shared module is not available for eager consumption".
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error) => {
  console.error('[tresen] the shell could not start', error);
});
