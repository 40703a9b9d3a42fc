import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatForm } from './ChatForm';
import { renderForm, sampleCtx } from './testing';

const chat = { id: 'lobby', kind: 'EVENT_CHAT' as const, title: 'Lobby' };

describe('ChatForm', () => {
  it('lets a new chat be named', () => {
    renderForm(<ChatForm value={chat} onChange={() => {}} errors={{}} ctx={sampleCtx()} mode="create" />);
    const title = screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    expect(title.readOnly).toBe(false);
    expect(screen.getByText(/cannot be changed later/)).toBeTruthy();
  });

  it('shows the title read-only in edit mode and says why', () => {
    renderForm(<ChatForm value={chat} onChange={() => {}} errors={{}} ctx={sampleCtx()} mode="edit" />);
    const title = screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    expect(title.readOnly).toBe(true);
    expect(title.value).toBe('Lobby');
    expect(screen.getByText(/fixed once the chat exists/)).toBeTruthy();
  });

  it('shows the server refusing a changed title under the field', () => {
    renderForm(
      <ChatForm
        value={chat}
        onChange={() => {}}
        errors={{ title: 'validation.fixed' }}
        ctx={sampleCtx()}
        mode="edit"
      />,
    );
    expect(screen.getByText('Cannot be changed after creation')).toBeTruthy();
  });
});
