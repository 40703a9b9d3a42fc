import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type RefObject, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STYLE_NONCE } from './cspNonce';

type RichTextFieldProps = {
  label: string;
  description?: string;
  /** Html ('' when empty). */
  value: string;
  onChange(next: string): void;
  /** Translated error text. */
  error?: string;
  isRequired?: boolean;
  /** Receives the editor, for inserting text at the cursor from outside (mail placeholders). */
  editorRef?: RefObject<Editor | null>;
};

/** The html of an editor, '' when it holds nothing (an empty paragraph is no text). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * Rich text of a registration page or a mailing (Mantine's tiptap editor): bold, italic, underline, link, lists,
 * headings h2/h3 and clear formatting. The contenteditable is named by the label. Tiptap produces
 * only the html of its schema, and the server sanitises it again before storing.
 */
export function RichTextField({
  label,
  description,
  value,
  onChange,
  error,
  isRequired,
  editorRef,
}: RichTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: false,
        code: false,
        codeBlock: false,
        strike: false,
      }),
      Link,
    ],
    content: value,
    injectNonce: STYLE_NONCE,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
  });

  // The accessible name and state of the contenteditable follow the label and the error.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(isRequired ? { 'aria-required': 'true' } : {}),
        },
      },
    });
  }, [editor, labelId, describedBy, error, isRequired]);

  // A value set from outside (discard, reload, a saved answer) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed || htmlOf(editor) === value) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editorRef) return;
    editorRef.current = editor;
    return () => {
      editorRef.current = null;
    };
  }, [editor, editorRef]);

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('regpageEditor.rte.bold'),
      italicControlLabel: t('regpageEditor.rte.italic'),
      underlineControlLabel: t('regpageEditor.rte.underline'),
      linkControlLabel: t('regpageEditor.rte.link'),
      unlinkControlLabel: t('regpageEditor.rte.unlink'),
      bulletListControlLabel: t('regpageEditor.rte.bulletList'),
      orderedListControlLabel: t('regpageEditor.rte.orderedList'),
      h2ControlLabel: t('regpageEditor.rte.h2'),
      h3ControlLabel: t('regpageEditor.rte.h3'),
      clearFormattingControlLabel: t('regpageEditor.rte.clear'),
      linkEditorInputLabel: t('regpageEditor.rte.linkUrl'),
      linkEditorInputPlaceholder: 'https://example.com',
      linkEditorSave: t('regpageEditor.rte.linkSave'),
      linkEditorExternalLink: t('regpageEditor.rte.linkExternal'),
      linkEditorInternalLink: t('regpageEditor.rte.linkInternal'),
    }),
    [t],
  );

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
      withAsterisk={isRequired}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={96} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
