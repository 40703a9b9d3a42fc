import { Group, Select, Text } from '@mantine/core';
import {
  IconBook,
  IconBrandLinkedin,
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconCertificate,
  IconChartBar,
  IconDownload,
  IconFileText,
  IconId,
  IconInfoCircle,
  IconLink,
  IconMail,
  IconMapPin,
  IconPhone,
  IconPresentation,
  IconSchool,
  IconStar,
  IconTag,
  IconUser,
  IconVideo,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The named icons a document monitor or a profile field may show (stored by name). */
export const NAMED_ICONS = {
  document: IconFileText,
  presentation: IconPresentation,
  brochure: IconBook,
  pricelist: IconTag,
  certificate: IconCertificate,
  chart: IconChartBar,
  video: IconVideo,
  download: IconDownload,
  link: IconLink,
  info: IconInfoCircle,
  star: IconStar,
  user: IconUser,
  mail: IconMail,
  phone: IconPhone,
  company: IconBuilding,
  job: IconBriefcase,
  website: IconWorld,
  linkedin: IconBrandLinkedin,
  id: IconId,
  education: IconSchool,
  calendar: IconCalendar,
  location: IconMapPin,
} as const;
export type IconName = keyof typeof NAMED_ICONS;

/** The icon component of a stored icon name, if it is one of NAMED_ICONS. */
export function iconOf(name: string | null | undefined) {
  return name && name in NAMED_ICONS ? NAMED_ICONS[name as IconName] : undefined;
}

type IconSelectProps = {
  label: string;
  description?: string;
  value: string | undefined;
  onChange(next: string | undefined): void;
  /** Which icons to offer, in order; default all. */
  names?: readonly IconName[];
  error?: string;
};

/** A select of named icons, each shown with its picture. */
export function IconSelect({ label, description, value, onChange, names, error }: IconSelectProps) {
  const { t } = useTranslation();
  const offered = names ?? (Object.keys(NAMED_ICONS) as IconName[]);
  const Current = iconOf(value);
  return (
    <Select
      label={label}
      description={description}
      placeholder={t('elementForm.icon.none')}
      data={offered.map((name) => ({ value: name, label: t(`elementForm.icons.${name}`) }))}
      value={value && offered.includes(value as IconName) ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
      clearable
      searchable
      leftSection={Current ? <Current size={18} aria-hidden /> : undefined}
      renderOption={({ option }) => {
        const Icon = iconOf(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {Icon && <Icon size={18} aria-hidden />}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    />
  );
}
