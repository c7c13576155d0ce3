/**
 * @tresen/sdk — the plugin SDK, shared as a singleton by the shell and every plugin.
 * Import only from the package root ('@tresen/sdk'): a deep import would bypass the
 * shared module and create a second copy.
 */
export { SDK_INSTANCE, SDK_MAJOR, SDK_VERSION, PluginError, definePlugin, installPlugin, sdkMismatch } from './plugin';
export type { DefinedPlugin, InstallOptions, PluginApi, PluginDefinition } from './plugin';
export { SLOTS, SLOT_KIND, getSlot, requireSlot } from './slotCatalog';
export type { SlotDefinition, SlotKind } from './slotCatalog';
export { createSlotRegistry, slotRegistry } from './registry';
export type { FillErrorHandler, SlotComponent, SlotConflict, SlotFill, SlotRegistration, SlotRegistry } from './registry';
export { FillBoundary, Slot, SlotRegistryContext, useSlotFills } from './Slot';
export type { OverrideProps, PropsOf, SlotProps } from './Slot';
export type * from './slotProps';
export { ApiError, LOGIN_PATH, XSRF_COOKIE, XSRF_HEADER, api, apiUrl, createApiClient, firstServerMessage, readCookie } from './api';
export type { ApiClient, ApiClientOptions, FieldError, Method, Params, RequestOptions } from './api';
export { giveConsent, hasConsent, onConsent, useConsent } from './consent';
export { measure, onMeasure } from './measure';
export type { MeasureEntry } from './measure';
export { useModalDialog } from './dialog';
export { injectStyles } from './styles';
export type { BackendAreaName, BackendAreas, BackendAreasComponent, BackendKeyedScreen, BackendPanelProps, BackendScreen, FrontendPageComponent, KeyedScreenProps } from './backend';
export { createErrorStore, errorStore } from './errors';
export type { ErrorStore, RecordedError } from './errors';
export {
  LOCALE,
  configureFormatting,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDefaults,
  formatNumber,
  formatTime,
  monthName,
  weekdayName,
} from './format';
export type { DateInput, FormatDefaults } from './format';
export { ROLE_ADMIN, ROLE_EMPLOYEE, isEmployeeOf, isStaff } from './roles';
export {
  TresenProvider,
  useApi,
  useConfig,
  useCurrentUser,
  useErrors,
  useFormat,
  useInit,
  usePlugins,
  useResource,
  useVersion,
} from './context';
export type { ResourceState, TresenContextValue } from './context';
export type { Config, InitData, InitEntry, PluginInfo, RemoteInfo, User, UserBranch } from './types';
