import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentType } from 'react';

/** One action of a row: `isDanger` ones are red and set apart by a divider. */
export type RowMenuItem = {
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  onClick(): void;
  isDanger?: boolean;
};

/**
 * The "…" menu of a list row (a table row or a phone card): `label` names it for screen readers
 * ("Actions: Ada Lovelace"); falsy items are left out.
 */
export function RowMenu({ label, items }: { label: string; items: readonly (RowMenuItem | false)[] }) {
  const shown = items.filter((i): i is RowMenuItem => Boolean(i));
  const safe = shown.filter((i) => !i.isDanger);
  const danger = shown.filter((i) => i.isDanger);
  const itemOf = ({ label: text, icon: Icon, onClick, isDanger }: RowMenuItem) => (
    <Menu.Item
      key={text}
      color={isDanger ? 'red' : undefined}
      leftSection={<Icon size={16} aria-hidden />}
      onClick={onClick}
    >
      {text}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {safe.map(itemOf)}
        {safe.length > 0 && danger.length > 0 && <Menu.Divider />}
        {danger.map(itemOf)}
      </Menu.Dropdown>
    </Menu>
  );
}
