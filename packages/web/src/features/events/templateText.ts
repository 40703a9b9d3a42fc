import type { EventTemplate } from '@foyer/shared';
import type { TFunction } from 'i18next';

/** A template's name or description: the server's locale key, else this feature's text of the template id. */
export function templateText(t: TFunction, template: EventTemplate, part: 'name' | 'description'): string {
  return t(template[part], { defaultValue: t(`templates.${template.id}.${part}`) });
}
