import type { WebcastRole } from '@foyer/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<WebcastRole, string> = { moderator: 'violet', speaker: 'blue', viewer: 'gray' };

/** A webcast user's role in the console: moderator, speaker or viewer. */
export function WebcastRoleBadge({ role }: { role: WebcastRole }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[role]} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`webcastUsers.roles.${role}`)}
    </Badge>
  );
}
