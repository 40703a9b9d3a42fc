import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RowMenuItem } from '../../../ui/RowMenu';

/**
 * "Export" and its files (the workbook and the PDF of the report, the CSV and XLSX of a list), busy
 * while one is on its way. `label` names the button for screen readers where several are shown
 * ("Export: Participants").
 */
export function ExportMenu({
  items,
  isBusy,
  label,
}: {
  items: readonly RowMenuItem[];
  isBusy: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={isBusy}
          aria-label={label}
        >
          {t('reporting.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map(({ label: text, icon: Icon, onClick }) => (
          <Menu.Item key={text} leftSection={<Icon size={16} aria-hidden />} onClick={onClick}>
            {text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
