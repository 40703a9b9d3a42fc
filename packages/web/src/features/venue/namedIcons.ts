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
