/** The back office's menu: orders (with the live badge), the plugins' pinned screens
 * ('Statistiken'), the areas by group, plugins — only those the signed-in user may open
 * (the server's permission table, ./permissions). */
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import BarChartIcon from '@mui/icons-material/BarChart';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SettingsIcon from '@mui/icons-material/Settings';
import { Badge, ListSubheader } from '@mui/material';
import { useContext, type ReactElement } from 'react';
import { Menu, useSidebarState } from 'react-admin';
import { SchemaContext } from './generated';
import { resourceName } from './labels';
import { useLive } from './live';
import { allowed, PermissionsContext, useArea } from './permissions';
import { useScreens } from './screens';

const GROUP_ORDER = ['Verkauf', 'Sortiment', 'Inhalte', 'Medien', 'Personal', 'Digital Signage', 'Plugins', 'System'];

export function BackendMenu(): ReactElement {
  const { specs } = useContext(SchemaContext);
  const screens = useScreens();
  const { unseen } = useLive();
  const [open] = useSidebarState();
  const permissions = useContext(PermissionsContext);
  const opened = screens.filter((screen) => !screen.permission || allowed(permissions, ...screen.permission));
  const timeSheets = useArea('timeSheets');
  const configuration = useArea('configuration');
  const groups = new Map<string, { to: string; label: string }[]>();
  const add = (group: string, entry: { to: string; label: string }) => groups.set(group, [...(groups.get(group) ?? []), entry]);
  for (const name of specs.keys()) add(resourceName(name).group ?? 'Plugins', { to: `/${name}`, label: resourceName(name).plural });
  for (const screen of opened.filter((s) => !s.pinned)) add(screen.group ?? 'Plugins', { to: `/${screen.path}`, label: screen.label });
  const ordered = [...groups.entries()].sort((a, b) => GROUP_ORDER.indexOf(a[0]) - GROUP_ORDER.indexOf(b[0]));
  return (
    <Menu aria-label="Bereiche">
      <Menu.Item
        to="/"
        primaryText="Bestellungen"
        data-testid="menu-orders"
        leftIcon={
          <Badge badgeContent={unseen} color="error" aria-label={unseen === 1 ? '1 neue Bestellung' : unseen ? `${unseen} neue Bestellungen` : undefined} data-testid="orders-badge">
            <ReceiptLongIcon />
          </Badge>
        }
      />
      {opened.map((screen) =>
        screen.pinned ? (
          <Menu.Item key={screen.path} to={`/${screen.path}`} primaryText={screen.label} data-testid={screen.pinned.testId} leftIcon={screen.pinned.icon === 'chart' ? <BarChartIcon /> : <ChevronRightIcon />} />
        ) : null,
      )}
      {timeSheets ? <Menu.Item to="/time-sheets" primaryText="Zeitsalden" data-testid="menu-time-sheets" leftIcon={<ScheduleIcon />} /> : null}
      {ordered.map(([group, entries]) => [
        open ? (
          <ListSubheader key={`g-${group}`} component="div" sx={{ lineHeight: '2rem', mt: 1, color: '#333333' }}>
            {group}
          </ListSubheader>
        ) : null,
        ...entries
          .sort((a, b) => a.label.localeCompare(b.label, 'de'))
          .map(({ to, label }) => <Menu.Item key={to} to={to} primaryText={label} data-resource={to.slice(1)} leftIcon={<ChevronRightIcon />} />),
      ])}
      {configuration ? (
        <ListSubheader component="div" sx={{ lineHeight: '2rem', mt: 1, color: '#333333' }}>
          {open ? 'Einstellungen' : ''}
        </ListSubheader>
      ) : null}
      {configuration ? <Menu.Item to="/plugins" primaryText="Konfiguration und Plugins" data-testid="menu-plugins" leftIcon={<SettingsIcon />} /> : null}
    </Menu>
  );
}
