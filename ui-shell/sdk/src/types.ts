/** Shapes of the init payload (`GET /api/init` → `data`), shared by shell and plugins. */

/** The configuration document; only the fields the UI relies on are typed. */
export interface Config {
  shopName?: string;
  title?: string;
  seoTitle?: string;
  description?: string;
  seoDescription?: string;
  /** ISO 4217 code used for every price; defaults to EUR. */
  currency?: string;
  /** IANA time zone for dates and times; defaults to Europe/Vienna. */
  timeZone?: string;
  [key: string]: unknown;
}

export interface UserBranch {
  id: number | string;
  [key: string]: unknown;
}

export interface User {
  id: number | string;
  username: string;
  email?: string;
  roles: string[];
  branches?: UserBranch[];
  [key: string]: unknown;
}

/** Where the browser loads a plugin's federated module from. */
export interface RemoteInfo {
  /** Global name of the webpack container, always `plugin_<id>`. */
  name: string;
  /** Same-origin URL of the plugin's `remoteEntry.js`. */
  entry: string;
}

/** One enabled plugin as listed by the server. */
export interface PluginInfo {
  id: string;
  title?: string;
  version?: string;
  /** Major version of @tresen/sdk the plugin was built against, e.g. "1". */
  sdk: string | number;
  /** Slot ids the plugin fills (informational, from its manifest). */
  slots?: string[];
  /** Absent for plugins without a UI module. */
  remote?: RemoteInfo | null;
  /** Who loads the module: everyone at start-up ('all'), staff only, or a visitor once they accepted cookies (staff at once). */
  audience?: 'all' | 'staff' | 'consent' | 'pages';
  /** Paths of the public front end whose page the module draws (slot `frontend.page`): audience 'pages' loads it when one is opened. */
  pages?: string[];
}

/** One pre-loaded answer of the bulk load: `data` is the full envelope `{data: …}`. */
export interface InitEntry {
  url: string;
  data: { data: unknown };
}

export interface InitData {
  version: string;
  config: Config;
  user: User | null;
  plugins: PluginInfo[];
  entries: InitEntry[];
}
