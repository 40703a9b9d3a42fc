import { DESIGNS } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { theme } from '../../ui/theme';
import { RoomList, TOUCH_TARGET_PX } from './RoomList';
import { RoomScene } from './RoomScene';
import { EMPTY_SCENE, type SceneContent, contentForVisitors } from './sceneContent';

const colors = { main: '#1f5fbf', text: '#ffffff' };
const wrap = (ui: ReactNode) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

/** The template library's logo placeholder on the booth's header, and the organiser's own film. */
const templateBooth: SceneContent = {
  ...EMPTY_SCENE,
  canvases: [
    {
      slotId: 'canvas-1',
      imageUrl: '/files/templates/logo.png',
      label: 'Logo placeholder 140x38',
      isPlaceholder: true,
    },
    {
      slotId: 'canvas-2',
      imageUrl: '/files/templates/banner.jpg',
      label: 'Registration banner 16:9',
      isPlaceholder: true,
    },
  ],
  screens: [{ slotId: 'screen-1', title: 'Product film' }],
  doors: [{ slotId: 'door-1', title: 'Expo hall', isOpen: true }],
};

/** The dark glass of screens and monitors the designs draw for their screen and monitor slots. */
const glassCount = (container: HTMLElement) => container.querySelectorAll('svg rect[fill="#1f2530"]').length;

describe('RoomScene for the editor (default)', () => {
  it('shows placeholder art and the surface of every slot, filled or not', () => {
    const { container } = wrap(
      <RoomScene designId="booth-island" colors={colors} content={templateBooth} interactive title="Acme" />,
    );
    const scene = screen.getByRole('group', { name: 'Acme' });
    expect(within(scene).getByRole('button', { name: 'Picture: Logo placeholder 140x38' })).toBeTruthy();
    expect(container.querySelector('img[src="/files/templates/logo.png"]')).not.toBeNull();
    // The screen and both document monitors of booth-island, though only the screen has content.
    expect(glassCount(container)).toBe(3);
  });
});

describe('RoomScene for visitors', () => {
  it('leaves placeholders and the furniture of empty slots out', () => {
    const { container } = wrap(
      <RoomScene
        designId="booth-island"
        colors={colors}
        content={templateBooth}
        interactive
        title="Acme"
        forVisitors
      />,
    );
    const scene = screen.getByRole('group', { name: 'Acme' });
    expect(within(scene).queryByRole('button', { name: /placeholder|banner/i })).toBeNull();
    expect(container.querySelector('img[src^="/files/templates/"]')).toBeNull();
    expect(within(scene).getByRole('button', { name: 'Video: Product film' })).toBeTruthy();
    // Only the screen with the film; no empty monitors.
    expect(glassCount(container)).toBe(1);
  });

  it("shows the event's logo in the logo slot, else its title as lettering", () => {
    const { container, unmount } = wrap(
      <RoomScene
        designId="booth-island"
        colors={colors}
        content={templateBooth}
        forVisitors
        brand={{ logoUrl: '/files/event-logo.png', title: 'Expo 2027' }}
      />,
    );
    const logo = container.querySelector('[data-slot="canvas-1"] img');
    expect(logo?.getAttribute('src')).toBe('/files/event-logo.png');
    unmount();

    const titled = wrap(
      <RoomScene
        designId="booth-island"
        colors={colors}
        content={templateBooth}
        forVisitors
        brand={{ logoUrl: null, title: 'Expo 2027' }}
      />,
    );
    const slot = titled.container.querySelector('[data-slot="canvas-1"]');
    expect(slot?.querySelector('img')).toBeNull();
    expect(slot?.textContent).toBe('Expo 2027');
  });

  it("keeps the organiser's own picture in the logo slot", () => {
    const own: SceneContent = {
      ...EMPTY_SCENE,
      canvases: [{ slotId: 'canvas-1', imageUrl: '/files/acme.png', label: 'Acme logo' }],
    };
    const { container } = wrap(
      <RoomScene
        designId="booth-island"
        colors={colors}
        content={own}
        forVisitors
        brand={{ logoUrl: '/files/event-logo.png', title: 'Expo 2027' }}
      />,
    );
    expect(container.querySelector('[data-slot="canvas-1"] img')?.getAttribute('src')).toBe(
      '/files/acme.png',
    );
  });

  it('draws no empty screen or monitor in any design of the catalogue', () => {
    for (const design of DESIGNS) {
      const { container, unmount } = wrap(
        <RoomScene designId={design.id} colors={colors} content={EMPTY_SCENE} forVisitors />,
      );
      expect(glassCount(container), design.id).toBe(0);
      unmount();
      const editor = wrap(<RoomScene designId={design.id} colors={colors} content={EMPTY_SCENE} />);
      const screens = design.slots.filter((s) => s.kind === 'screen' || s.kind === 'monitor').length;
      // The editor still shows where screens go.
      expect(glassCount(editor.container) > 0, design.id).toBe(screens > 0);
      editor.unmount();
    }
  });
});

describe('contentForVisitors', () => {
  it('answers the same content when there is nothing to change', () => {
    const own: SceneContent = {
      ...EMPTY_SCENE,
      canvases: [{ slotId: 'canvas-1', label: 'Acme' }],
    };
    expect(contentForVisitors('booth-island', own, { title: 'Expo' })).toBe(own);
  });

  it('puts nothing in the logo slot without a logo or a title', () => {
    expect(contentForVisitors('booth-island', templateBooth, { title: '' }).canvases).toEqual([]);
  });
});

describe('RoomList', () => {
  it('lists placeholders in the editor but not for visitors', () => {
    const { unmount } = wrap(<RoomList designId="booth-island" content={templateBooth} title="Acme" />);
    expect(screen.getByText('Picture: Logo placeholder 140x38')).toBeTruthy();
    unmount();
    wrap(
      <RoomList
        designId="booth-island"
        content={templateBooth}
        title="Acme"
        forVisitors
        brand={{ title: 'Expo 2027' }}
      />,
    );
    expect(screen.queryByText(/placeholder/i)).toBeNull();
    expect(screen.getByText('Picture: Expo 2027')).toBeTruthy();
  });

  it('as a tap list offers only what can be tapped, each a full-width target of at least 44 px', () => {
    wrap(
      <RoomList
        designId="booth-island"
        content={templateBooth}
        label="Places in this room"
        onActivate={() => {}}
        slotState={(slotId) => ({ isActionable: slotId !== 'canvas-1' })}
        forVisitors
        brand={{ title: 'Expo 2027' }}
        isTouch
      />,
    );
    const list = screen.getByRole('region', { name: 'Places in this room' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Video: Product film', 'Go to Expo hall']);
    // The brand's picture cannot be tapped: not in the tap list.
    expect(within(list).queryByText('Picture: Expo 2027')).toBeNull();
    for (const button of buttons) {
      expect(Number.parseFloat(getComputedStyle(button).minHeight)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
      expect(button.hasAttribute('data-block')).toBe(true);
    }
  });

  it('as a tap list is left out when nothing can be tapped', () => {
    const { container } = wrap(
      <RoomList
        designId="booth-island"
        content={templateBooth}
        onActivate={() => {}}
        slotState={() => ({ isActionable: false })}
        isTouch
      />,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
