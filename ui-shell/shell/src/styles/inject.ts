/** The shell's stylesheets are adopted through the SDK's `injectStyles`, as plugins' are. */
export { injectStyles } from '@tresen/sdk';
