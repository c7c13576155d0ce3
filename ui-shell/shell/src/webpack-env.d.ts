// Free variables that webpack's module-federation runtime provides in the host.
declare function __webpack_init_sharing__(scope: string): Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

// Stylesheets are imported as text (webpack type asset/source) and adopted at run time.
declare module '*.css' {
  const css: string;
  export default css;
}
declare const __BACKEND_VERSIONS__: Record<string, string>;
