/** German UI texts of the staff toolbar. */
export const TEXTS = {
  label: 'Werkzeugleiste',
  links: [
    { label: 'Seiten', href: '/backend#/sites' },
    { label: 'Statistiken', href: '/backend#/dashboard' },
    { label: 'Navigationen', href: '/backend#/navigations' },
    { label: 'Backend', href: '/backend' },
    { label: 'Abmelden', href: '/backend/logout' },
  ],
  version: 'Version',
  statusFailed: 'Öffnungsstatus konnte nicht geladen werden',
} as const;
