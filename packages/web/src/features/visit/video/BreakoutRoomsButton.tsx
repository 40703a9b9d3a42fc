import type { EventBreakout } from '@foyer/shared';
import { Button, Menu } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVideoCall, useVideoSession } from './context';
import { fetchVideoRooms, videoRoomsKey } from './queries';

/**
 * The header's "Breakout rooms" menu: every breakout room of the event as a button (also in the
 * list view, whatever room the visitor is in), with how many people are inside while it is open.
 */
export function BreakoutRoomsButton({ breakouts }: { breakouts: readonly EventBreakout[] }) {
  const { t } = useTranslation();
  const { open } = useVideoCall();
  const { pageCode, visitorToken } = useVideoSession();
  const [isOpen, setIsOpen] = useState(false);
  const rooms = useQuery({
    queryKey: videoRoomsKey(pageCode),
    queryFn: () => fetchVideoRooms(pageCode, visitorToken),
    enabled: isOpen,
    refetchInterval: isOpen ? 15_000 : false,
    retry: false,
  });
  if (breakouts.length === 0) return null;
  const countOf = (id: string) => rooms.data?.rooms.find((r) => r.breakoutId === id);
  return (
    <Menu position="bottom-end" withinPortal opened={isOpen} onChange={setIsOpen}>
      <Menu.Target>
        <Button variant="white" color="dark" size="sm" leftSection={<IconUsers size={16} aria-hidden />}>
          {t('visitVideo.breakouts')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {breakouts.map((breakout) => {
          const room = countOf(breakout.id);
          return (
            <Menu.Item
              key={breakout.id}
              onClick={() => open({ breakoutId: breakout.id })}
              rightSection={room && t('visitVideo.inside', { count: room.count, capacity: room.capacity })}
            >
              {breakout.name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
