import { Button, Card, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconListTree } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionLabelKey } from '../sectionMeta';
import { useEditorShell } from '../shellContext';
import { TocTree, type TocTreeProps } from '../tree/TocTree';

/**
 * The table of contents: beside the form on wide screens; on a phone folded behind a button that
 * names the current section (so the form is not pushed below a long tree), closing after a choice.
 */
export function TreePanel({ isFolded, ...tree }: TocTreeProps & { isFolded: boolean }) {
  const { t } = useTranslation();
  const { selection } = useEditorShell();
  const [isOpen, { toggle, close }] = useDisclosure(false);
  const panelId = useId();
  const card = (
    <Card withBorder radius="lg" padding="xs">
      <TocTree
        {...tree}
        onSelect={(id) => {
          close();
          tree.onSelect(id);
        }}
      />
    </Card>
  );
  if (!isFolded) return card;
  return (
    <>
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        leftSection={<IconListTree size={16} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 120ms ease' }}
          />
        }
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        {t('editor.tree.toggle', { section: t(sectionLabelKey(selection.section)) })}
      </Button>
      <Collapse expanded={isOpen} id={panelId} mt="xs">
        {card}
      </Collapse>
    </>
  );
}
