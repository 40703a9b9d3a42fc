import { IconForms } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../components/SectionHeader';
import { useEditorShell } from '../shellContext';
import { LinkCard } from './LinkCard';

/** The registration page section: it has its own editor; this says so and links to it. */
export function RegPageSection() {
  const { t } = useTranslation();
  const { eventId } = useEditorShell();
  return (
    <>
      <SectionHeader title={t('editor.sections.regpage')} />
      <LinkCard
        icon={<IconForms size={22} aria-hidden />}
        text={t('editor.regpage.text')}
        to={`/events/regpage/${eventId}`}
        linkLabel={t('editor.regpage.open')}
      />
    </>
  );
}
