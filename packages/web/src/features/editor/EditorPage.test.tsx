import { editorApi, usersApi } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { EditorPage } from './EditorPage';
import { USER, renderAt, venueData } from './testing';
import { wideScreen } from '../../test/media';

// The element forms are W2's; a one-field stand-in keeps these tests on the shell's behaviour.
vi.mock('./forms', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./forms')>();
  const { TextInput } = await import('@mantine/core');
  const { useTranslation } = await import('react-i18next');
  function FakeForm({
    value,
    onChange,
    errors,
  }: {
    value: Record<string, unknown>;
    onChange(next: Record<string, unknown>): void;
    errors: Record<string, string>;
  }) {
    const { t } = useTranslation();
    const field = 'title' in value ? 'title' : 'name' in value ? 'name' : 'label';
    return (
      <TextInput
        label="Title"
        value={String(value[field] ?? '')}
        onChange={(e) => onChange({ ...value, [field]: e.currentTarget.value })}
        error={errors[field] ? t(errors[field]) : undefined}
      />
    );
  }
  return {
    ...actual,
    ELEMENT_FORMS: new Proxy({}, { get: () => FakeForm }),
    PlacementScene: () => null,
  };
});

// The previews shared with the visitor's venue are not under test here either.
vi.mock('../venue', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../venue')>()),
  TimelineView: () => null,
  ProfileFormPreview: () => null,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** True when the page would ask before the browser leaves it. */
function isLeavePrompted(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

// A wide screen: the tree beside the form (the setup's matchMedia matches nothing, i.e. a phone).
beforeEach(() => {
  wideScreen();
});

const PATH = '/events/edit/:id';

/**
 * The editor of event ev1 at `query`; `answer` adds to the fake API's answers before it renders;
 * `loader` runs before each navigation, as the app's guard does.
 */
function renderEditor(
  query: string,
  answer: (fake: FakeApi) => void = () => {},
  loader?: () => Promise<null>,
) {
  const fake = fakeApi().on(usersApi.me, USER).on(editorApi.getVenue, venueData());
  answer(fake);
  // Every call the page makes is one the fake answers by contract.
  onTestFinished(() => expect(fake.unhandled).toEqual([]));
  const { router } = renderAt(<EditorPage />, PATH, `/events/edit/ev1${query}`, [], loader);
  return { fake, router };
}

const treeItem = (name: string) => screen.getByRole('treeitem', { name });
const clickTreeItem = (name: string) => fireEvent.click(within(treeItem(name)).getAllByText(name)[0]!);

describe('EditorPage', () => {
  it('tracks unsaved changes and asks before switching to another part', async () => {
    const { router } = renderEditor('?section=chats&element=chat1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Lobby chat');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(isLeavePrompted()).toBe(false);

    await userEvent.type(title, '!');
    expect(save).toHaveProperty('disabled', false);
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    expect(isLeavePrompted()).toBe(true);

    clickTreeItem('General');
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?section=chats&element=chat1');
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Lobby chat!');

    clickTreeItem('General');
    const again = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=general'));
  });

  it('switches without asking when nothing changed, and discarding returns to the saved values', async () => {
    const { router } = renderEditor('?section=chats&element=chat1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' x');
    await userEvent.click(screen.getAllByRole('button', { name: 'Discard changes' })[0]!);
    expect((title as HTMLInputElement).value).toBe('Lobby chat');
    clickTreeItem('Agenda');
    await waitFor(() => expect(router.state.location.search).toBe('?section=agenda'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('maps the server field errors (element.x) onto the form fields', async () => {
    const { fake } = renderEditor('?section=chats&element=chat1', (f) =>
      f.on(editorApi.updateElement, {
        errorKey: 'VALIDATION_FAILED',
        results: { fields: { 'element.title': 'validation.fixed' } },
      }),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot be changed after creation')).toBeTruthy();
    expect(screen.getByText('Please correct the marked field.')).toBeTruthy();
    const [put] = fake.calls(editorApi.updateElement);
    expect(put?.params).toEqual({ id: 'ev1', elementId: 'chat1' });
    expect(put?.body).toEqual({
      version: 4,
      element: { id: 'chat1', kind: 'EVENT_CHAT', title: 'Lobby chat!' },
    });
  });

  it('checks the draft with the shared schema before sending it', async () => {
    const { fake } = renderEditor('?section=chats&element=chat1');
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(fake.calls(editorApi.updateElement)).toEqual([]);
  });

  it('shows STALE_VERSION as a conflict, never overwrites, and reloads the latest version on request', async () => {
    const fresh = venueData();
    fresh.venue.chats = [{ id: 'chat1', kind: 'EVENT_CHAT', title: 'Lobby chat (theirs)' }];
    fresh.versions.chat1 = 5;
    const { fake } = renderEditor('?section=chats&element=chat1', (f) =>
      f.on(editorApi.getVenue, venueData(), fresh).on(editorApi.updateElement, { errorKey: 'STALE_VERSION' }),
    );
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' (mine)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Someone else saved this meanwhile')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Lobby chat (mine)');
    expect(fake.calls(editorApi.updateElement)).toHaveLength(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
        'Lobby chat (theirs)',
      ),
    );
    expect(screen.queryByText('Someone else saved this meanwhile')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('lists where a part is used when its delete is refused, and opens the using element', async () => {
    const { fake, router } = renderEditor('?section=rooms&element=booth1', (f) =>
      f.on(editorApi.deleteElement, {
        errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
        results: {
          usages: [
            { type: 'DOOR', id: 'door1', label: 'Main hall › To booth A' },
            { type: 'event.helpBooth', id: 'ev1', label: 'Expo 2027' },
          ],
        },
      }),
    );
    await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Booth A”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cannot be deleted yet' });
    expect(within(dialog).getByText('Main hall › To booth A')).toBeTruthy();
    expect(within(dialog).getByText('Door')).toBeTruthy();
    expect(within(dialog).getByText('Help booth of the event')).toBeTruthy();
    const [removal] = fake.calls(editorApi.deleteElement);
    expect(removal?.params).toEqual({ id: 'ev1', elementId: 'booth1' });
    expect(removal?.query).toEqual({ version: '2' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Open: Main hall › To booth A' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=doors&element=door1'));
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe(
      'To booth A',
    );
  });

  it('creates a new element and opens the saved one', async () => {
    const { fake, router } = renderEditor('?section=chats&new=EVENT_CHAT', (f) =>
      f.on(editorApi.createElement, {
        element: { id: 'chat2', kind: 'EVENT_CHAT', title: 'Q&A' },
        version: 1,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'New: Chat' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Q&A');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=chats&element=chat2'));
    expect(fake.calls(editorApi.createElement)[0]?.body).toEqual({
      parentId: null,
      element: { id: 'new', kind: 'EVENT_CHAT', title: 'Q&A' },
    });
    expect(await screen.findByRole('heading', { name: 'Q&A' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before opening the preview with unsaved changes, and says so when the window is blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderEditor('?section=chats&element=chat1');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open the preview without your changes?' });
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open preview anyway' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/events/preview/ev1', '_blank'));
    expect(await screen.findByText('Preview blocked: the browser must allow a new window.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Lobby chat!');
  });

  it('folds the tree behind a button on a phone', async () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({ matches: false, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as never,
    );
    const { router } = renderEditor('?section=chats');
    const toggle = await screen.findByRole('button', { name: 'Parts of the event: Chats' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('treeitem', { name: 'Agenda' }, { timeout: 3000 });
    clickTreeItem('Agenda');
    await waitFor(() => expect(router.state.location.search).toBe('?section=agenda'));
    expect(
      screen.getByRole('button', { name: 'Parts of the event: Agenda' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('opens the room of a tree item and offers to add the kinds the room takes', async () => {
    const { router } = renderEditor('?section=rooms');
    await screen.findByRole('tree');
    clickTreeItem('Booth A');
    await waitFor(() => expect(router.state.location.search).toBe('?section=rooms&element=booth1'));
    expect(await screen.findByRole('heading', { name: 'Contents of Booth A' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Staff member' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?section=rooms&new=BOOTH_STAFF&parent=booth1'),
    );
  });

  it('keeps the part being left out of reach until the next part is on screen', async () => {
    // The app's guard runs before every navigation, a change of part too: here it waits for a gate.
    let open: () => void = () => {};
    let gate: Promise<void> | null = null;
    const { router } = renderEditor('?section=rooms&element=hall1', undefined, async () => {
      await gate;
      return null;
    });
    expect(await screen.findByRole('heading', { name: 'Contents of Main hall' })).toBeTruthy();
    const form = document.querySelector('[data-tour="editor-form"]')!;
    const preview = document.querySelector('[data-tour="editor-preview"]')!;
    expect(form.hasAttribute('inert')).toBe(false);
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    clickTreeItem('Booth A');
    await waitFor(() => expect(form.hasAttribute('inert')).toBe(true));
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(preview.hasAttribute('inert')).toBe(true);
    // The hall is still shown, but cannot be added to.
    expect(screen.getByRole('heading', { name: 'Contents of Main hall' })).toBeTruthy();
    open();
    expect(await screen.findByRole('heading', { name: 'Contents of Booth A' })).toBeTruthy();
    expect(router.state.location.search).toBe('?section=rooms&element=booth1');
    await waitFor(() => expect(form.hasAttribute('inert')).toBe(false));
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(preview.hasAttribute('inert')).toBe(false);
  });
});
