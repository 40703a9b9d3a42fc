import { type TimelineDay, designById } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { theme } from '../../ui/theme';
import { ProfileFormPreview } from './ProfileFormPreview';
import { RoomList } from './RoomList';
import { RoomScene } from './RoomScene';
import { TimelineView, layoutDay } from './TimelineView';
import type { SceneContent } from './sceneContent';

const colors = { main: '#1f5fbf', text: '#ffffff' };

const booth: SceneContent = {
  canvases: [{ slotId: 'canvas-1', label: 'Acme GmbH' }],
  monitors: [
    { slotId: 'monitor-2', title: 'Price list' },
    { slotId: 'monitor-1', title: 'Product sheet' },
  ],
  screens: [{ slotId: 'screen-1', title: 'Product film' }],
  staff: [
    { slotId: 'staff-2', name: 'Jonas Weber', heightM: 2 },
    { slotId: 'staff-1', name: 'Ana Ruiz', heightM: 1.5 },
  ],
  doors: [{ slotId: 'door-1', title: 'Expo hall', isOpen: true }],
};

const wrap = (ui: ReactNode) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

describe('RoomScene', () => {
  it('renders each placed item as a button named after what it is', () => {
    wrap(<RoomScene designId="booth-island" colors={colors} content={booth} interactive title="Acme" />);
    const scene = screen.getByRole('group', { name: 'Acme' });
    const names = within(scene)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Video: Product film',
      'Document: Product sheet',
      'Document: Price list',
      'Picture: Acme GmbH',
      'Talk to Ana Ruiz',
      'Talk to Jonas Weber',
      'Go to Expo hall',
    ]);
  });

  it('moves the keyboard focus through the scene in that order', async () => {
    wrap(<RoomScene designId="booth-island" colors={colors} content={booth} interactive />);
    const order: string[] = [];
    for (let i = 0; i < 7; i++) {
      await userEvent.tab();
      order.push(document.activeElement?.getAttribute('data-slot') ?? '');
    }
    expect(order).toEqual(['screen-1', 'monitor-1', 'monitor-2', 'canvas-1', 'staff-1', 'staff-2', 'door-1']);
  });

  it('reports the activated slot', async () => {
    const onActivate = vi.fn();
    wrap(
      <RoomScene
        designId="booth-island"
        colors={colors}
        content={booth}
        interactive
        onActivate={onActivate}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to Expo hall' }));
    expect(onActivate).toHaveBeenCalledWith('door-1');
  });

  it('stands staff on the floor line, scaled by their height against the slot scale', () => {
    const { container } = wrap(<RoomScene designId="booth-island" colors={colors} content={booth} />);
    const slot = designById('booth-island')!.slots.find((s) => s.id === 'staff-1')!;
    const figure = (id: string) => {
      const el = container.querySelector(`[data-slot="${id}"] [data-staff-figure]`) as HTMLElement;
      return { top: Number.parseFloat(el.style.top), height: Number.parseFloat(el.style.height) };
    };
    const ana = figure('staff-1');
    const jonas = figure('staff-2');
    // 1.5 m × metresToPercent of the scene, as a share of the slot's box
    expect(ana.height).toBeCloseTo(((1.5 * slot.metresToPercent!) / slot.h) * 100, 3);
    expect(jonas.height / ana.height).toBeCloseTo(2 / 1.5, 3);
    // feet on the floor line
    const floor = ((slot.floorY! - slot.y) / slot.h) * 100;
    expect(ana.top + ana.height).toBeCloseTo(floor, 3);
    expect(jonas.top + jonas.height).toBeCloseTo(floor, 3);
  });

  it('is a single picture without buttons when not interactive', () => {
    wrap(<RoomScene designId="booth-island" colors={colors} content={booth} title="Acme" />);
    expect(screen.getByRole('img', { name: 'Acme' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('leaves out items whose slot the design lacks, says when a door is closed, and marks the highlight', () => {
    wrap(
      <RoomScene
        designId="booth-kiosk"
        colors={colors}
        content={{
          ...booth,
          doors: [
            { slotId: 'door-1', title: 'Expo hall', isOpen: false },
            { slotId: 'door-9', title: 'Nowhere', isOpen: true },
          ],
        }}
        interactive
        highlightSlotId="door-1"
      />,
    );
    expect(screen.queryByRole('button', { name: /Nowhere/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Jonas Weber/ })).toBeNull(); // kiosk has one staff slot
    const door = screen.getByRole('button', { name: 'Expo hall (closed)' });
    expect(door.getAttribute('data-highlighted')).toBe('true');
  });

  it('shows the name as a tooltip when a hotspot gets the keyboard focus', async () => {
    wrap(<RoomScene designId="booth-island" colors={colors} content={booth} interactive />);
    await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Video: Product film');
  });

  it('marks a highlighted free slot of the design', () => {
    const { container } = wrap(
      <RoomScene designId="booth-island" colors={colors} content={booth} highlightSlotId="canvas-2" />,
    );
    expect(container.querySelector('[data-slot="canvas-2"]')?.hasAttribute('data-highlighted')).toBe(true);
  });

  it('draws every design of the catalogue', () => {
    for (const id of ['hall-atrium', 'hall-foyer', 'hall-pavilion', 'theatre-amphi', 'other-lounge']) {
      const { container, unmount } = wrap(
        <RoomScene
          designId={id}
          colors={colors}
          content={{ canvases: [], monitors: [], screens: [], staff: [], doors: [] }}
        />,
      );
      expect(container.querySelector('svg g')).toBeTruthy();
      unmount();
    }
  });
});

describe('RoomList', () => {
  it('presents the same room as headings and buttons', async () => {
    const onActivate = vi.fn();
    wrap(<RoomList designId="booth-island" content={booth} title="Acme" onActivate={onActivate} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Acme' })).toBeTruthy();
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Videos', 'Documents', 'Pictures', 'Staff', 'Doors']);
    await userEvent.click(screen.getByRole('button', { name: 'Talk to Ana Ruiz' }));
    expect(onActivate).toHaveBeenCalledWith('staff-1');
  });
});

describe('TimelineView', () => {
  const item = (id: string, start: string, end: string) => ({
    id,
    kind: 'TIMELINE_DAY_ITEM' as const,
    title: `Item ${id}`,
    start,
    end,
    color: null,
    thumbnailAssetId: null,
    target: { kind: 'none' as const },
  });

  it('puts overlapping items side by side', () => {
    const placed = layoutDay([
      item('a', '09:00', '10:00'),
      item('b', '09:30', '11:00'),
      item('c', '11:00', '12:00'),
    ]);
    expect(placed.map((p) => [p.item.id, p.lane, p.lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 1],
    ]);
  });

  it('shows each day with its items as buttons when they can be selected', () => {
    const onSelect = vi.fn();
    const day: TimelineDay = {
      id: 'd1',
      kind: 'TIMELINE_DAY',
      date: null,
      title: 'Opening day',
      items: [{ ...item('a', '09:00', '10:00'), location: 'Main stage', speakers: 'Ana Ruiz' }],
    };
    wrap(<TimelineView days={[day]} ctx={{ event: { mainColor: '#1f5fbf' } }} onSelectItem={onSelect} />);
    const group = screen.getByRole('group', { name: 'Opening day' });
    const button = within(group).getByRole('button');
    expect(button.textContent).toContain('09:00–10:00 · Main stage');
    expect(button.textContent).toContain('Ana Ruiz');
    button.click();
    expect(onSelect).toHaveBeenCalledWith(day.items[0], day);
  });
});

describe('ProfileFormPreview', () => {
  it('shows the fields visitors see, leaving out hidden ones', () => {
    const base = {
      kind: 'PROFILE_ITEM' as const,
      options: [],
      hidden: false,
      visible: true,
      readonly: false,
      share: false,
      required: false,
      urlTemplate: null,
    };
    wrap(
      <ProfileFormPreview
        items={[
          { ...base, id: 'a', type: 'textfield', label: 'Company', placeholder: 'Acme Inc.', required: true },
          {
            ...base,
            id: 'b',
            type: 'select',
            label: 'Country',
            options: [
              { value: 'Spain', selected: false },
              { value: 'France', selected: true },
            ],
          },
          { ...base, id: 'c', type: 'textfield', label: 'Internal note', hidden: true },
        ]}
      />,
    );
    const company = screen.getByRole('textbox', { name: /Company/ }) as HTMLInputElement;
    expect(company.disabled).toBe(true);
    expect(company.placeholder).toBe('Acme Inc.');
    expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLInputElement).value).toBe('France');
    expect(screen.queryByText('Internal note')).toBeNull();
  });
});
