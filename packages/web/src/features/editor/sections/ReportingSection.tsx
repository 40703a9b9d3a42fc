import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../components/SectionHeader';
import { useEditorShell } from '../shellContext';
import { LinkCard } from './LinkCard';

/** The reporting section: the event's figures have their own screen; this links to it. */
export function ReportingSection() {
  const { t } = useTranslation();
  const { eventId } = useEditorShell();
  return (
    <>
      <SectionHeader title={t('editor.sections.reporting')} />
      <LinkCard
        icon={<IconChartBar size={22} aria-hidden />}
        text={t('editor.reporting.text')}
        to={`/events/reporting/${eventId}`}
        linkLabel={t('editor.reporting.open')}
      />
    </>
  );
}
