import type { KickstarterRequest, Theme } from '@foyer/shared';
import { type AssetLookup, type TemplateAssetKey, connect, day, field, programme, room } from './build.js';
import type { TemplateVenue } from './templates.js';
import type { TemplateTexts } from './texts/index.js';

const FIGURES = [
  'staff-host-navy',
  'staff-expert-red',
  'staff-guide-teal',
  'staff-technician-grey',
  'staff-greeter-green',
  'staff-manager-purple',
] as const;

/** The artwork of the event types (and the templates of the same name) that have their own. */
const BANNERS: Partial<Record<string, TemplateAssetKey>> = {
  conference: 'art-conference-stage',
  jobFair: 'art-job-fair-booths',
};

/**
 * The banner of an event's `origin` (a template id, or `kickstarter:<event type>`): its own artwork
 * where it has one, else the registration banner. The hall's banner and a new page's header.
 */
export const bannerOf = (origin: string): TemplateAssetKey =>
  BANNERS[origin.replace(/^kickstarter:/, '')] ?? 'banner-16-9';

/**
 * The venue of the guided setup: a hall in the theme's hall design, an auditorium when the event has
 * video presentations, N booths in the theme's booth designs (in turn), doors from the hall to every
 * room (the booth directory when the hall has too few door slots) and back, a one-day agenda on the
 * chosen date, a chat and a company field; its texts in the language of `tx`.
 */
export function kickstarterVenue(
  a: AssetLookup,
  input: KickstarterRequest,
  theme: Theme,
  tx: TemplateTexts,
): TemplateVenue {
  const t = tx.kickstarter;
  const hall = room(a, {
    id: 'hall',
    kind: 'HALL',
    designId: theme.designs.hall,
    title: tx.common.mainHall,
    canvases: [
      { image: bannerOf(input.eventType), target: { kind: 'timeline' } },
      { image: 'logo-placeholder' },
      { image: 'backdrop-main-hall' },
    ],
  });
  const others = [];
  if (input.videoPresentations) {
    const auditorium = room(a, {
      id: 'auditorium',
      kind: 'THEATRE',
      designId: theme.designs.theatre,
      title: tx.common.auditorium,
      nextRoomId: 'hall',
      canvases: [{ image: 'banner-16-9' }],
    });
    auditorium.elements = [
      ...(auditorium.elements ?? []),
      ...programme(a, 'auditorium', [
        { title: tx.common.welcome, speaker: tx.common.organisers, chatId: 'chat-general' },
      ]),
    ];
    others.push(auditorium);
  }
  const boothCount = input.booths ? input.boothCount : 0;
  for (let n = 1; n <= boothCount; n++) {
    const designId = theme.designs.booth[(n - 1) % theme.designs.booth.length]!;
    others.push(
      room(a, {
        id: `booth-${n}`,
        kind: 'BOOTH',
        designId,
        title: t.booth(n),
        color: theme.colors.main,
        logo: 'logo-placeholder',
        canvases: [{ image: 'backdrop-booth-wall' }],
        documents: [{ title: t.brochure, category: tx.exhibitor.brochures }],
        videos: [{ title: t.companyFilm }],
        staff: [{ name: t.boothStaff, figure: FIGURES[(n - 1) % FIGURES.length]! }],
      }),
    );
  }
  return {
    venue: {
      rooms: [hall, ...others],
      doors: connect(hall, others, tx.common.mainHall, tx),
      agenda: [
        day('day-1', input.date, tx.common.day(1), tx, [
          {
            title: t.opening,
            start: '09:00',
            end: '09:30',
            target: input.videoPresentations ? { kind: 'room', elementId: 'auditorium' } : { kind: 'none' },
          },
        ]),
      ],
      chats: [{ id: 'chat-general', kind: 'EVENT_CHAT', title: tx.common.chatGeneral }],
      profileItems: [field('field-company', 'textfield', tx.common.company)],
    },
    startRoomId: 'hall',
    helpBoothId: boothCount > 0 ? 'booth-1' : null,
  };
}
