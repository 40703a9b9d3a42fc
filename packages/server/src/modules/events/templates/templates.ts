import type { TemplateId, VenueInput } from '@foyer/shared';
import {
  type AssetLookup,
  type BoothContent,
  addDays,
  connect,
  day,
  field,
  programme,
  room,
} from './build.js';
import type { TemplateTexts } from './texts/index.js';

/**
 * A template: a complete venue as data, built for a start date (null = not known yet) with the texts
 * of one language. `colors` overrides the theme's colours, so that templates of one theme differ.
 */
export type TemplateDefinition = {
  id: TemplateId;
  themeId: string;
  colors?: { main: string; text: string };
  build(a: AssetLookup, date: string | null, tx: TemplateTexts): TemplateVenue;
};

/** A venue with its symbolic start room and help booth. */
export type TemplateVenue = { venue: VenueInput; startRoomId: string; helpBoothId: string | null };

const expert = (name: string, figure: Parameters<AssetLookup>[0], group?: string) => ({
  name,
  figure,
  heightMetres: 1.78,
  group,
  // No target: a click opens the person's card, where visitors write to them or call them.
});

const helpDesk = (tx: TemplateTexts): BoothContent => ({
  description: tx.helpDesk.description,
  color: '#2f7a55',
  logo: 'logo-placeholder',
  canvases: [{ image: 'banner-16-9', target: { kind: 'timeline' } }, { image: 'logo-placeholder' }],
  documents: [
    {
      title: tx.helpDesk.guideTitle,
      description: tx.helpDesk.guideDescription,
      category: tx.helpDesk.helpCategory,
    },
  ],
  videos: [{ title: tx.helpDesk.tourTitle, description: tx.helpDesk.tourDescription, autostart: true }],
  staff: [
    expert(tx.helpDesk.hostName, 'staff-host-navy', tx.common.helpDesk),
    expert(tx.helpDesk.guideName, 'staff-guide-teal', tx.common.helpDesk),
  ],
});

const exhibitor = (
  tx: TemplateTexts,
  name: string,
  color: string,
  figures: Parameters<AssetLookup>[0][],
): BoothContent => {
  const t = tx.exhibitor;
  return {
    description: t.description(name),
    color,
    logo: 'logo-placeholder',
    canvases: [
      { image: 'backdrop-booth-wall' },
      { image: 'banner-16-9', target: { kind: 'boothDirectory' } },
    ],
    documents: [
      { title: t.brochure(name), description: t.brochureDescription, category: t.brochures },
      { title: t.priceList, description: t.priceListDescription, category: t.brochures },
      { title: t.caseStudy, description: t.caseStudyDescription, category: t.stories },
    ],
    videos: [{ title: t.film(name), description: t.filmDescription, loop: true }],
    staff: figures.map((figure, n) => expert(n === 0 ? t.sales(name) : t.expert(name), figure, name)),
  };
};

const employer = (
  tx: TemplateTexts,
  name: string,
  color: string,
  figure: Parameters<AssetLookup>[0],
): BoothContent => {
  const t = tx.employer;
  return {
    description: t.description(name),
    color,
    logo: 'logo-placeholder',
    canvases: [{ image: 'art-job-fair-board' }, { image: 'backdrop-booth-wall' }],
    documents: [
      { title: t.openPositions, description: t.openPositionsDescription, category: t.jobs },
      { title: t.workingWithUs, description: t.workingWithUsDescription, category: t.culture },
    ],
    videos: [{ title: t.life(name), description: t.lifeDescription }],
    staff: [
      expert(t.recruiter(name), figure, t.recruiting),
      expert(t.teamLead(name), 'staff-manager-purple', t.recruiting),
    ],
  };
};

const chats = (tx: TemplateTexts) =>
  [
    { id: 'chat-general', kind: 'EVENT_CHAT', title: tx.common.chatGeneral },
    { id: 'chat-qa', kind: 'EVENT_CHAT', title: tx.common.chatQa },
  ] as const satisfies VenueInput['chats'];

const baseFields = (tx: TemplateTexts) => [
  field('field-company', 'textfield', tx.common.company, [], true),
  field('field-job', 'textfield', tx.common.jobTitle),
  field('field-linkedin', 'link', tx.common.linkedin),
];

/** Conference: main hall, auditorium with a two-day programme, sponsor booths, help desk, lounge. */
const conference: TemplateDefinition = {
  id: 'conference',
  themeId: 'modern',
  build(a, date, tx) {
    const t = tx.conference;
    const hall = room(a, {
      id: 'hall',
      kind: 'HALL',
      designId: 'hall-atrium',
      title: tx.common.mainHall,
      canvases: [
        { image: 'art-conference-stage', target: { kind: 'timeline' } },
        { image: 'art-conference-poster', target: { kind: 'room', elementId: 'auditorium' } },
        { image: 'backdrop-lounge', target: { kind: 'room', elementId: 'lounge' } },
      ],
    });
    const auditorium = room(a, {
      id: 'auditorium',
      kind: 'THEATRE',
      designId: 'theatre-studio',
      title: tx.common.auditorium,
      nextRoomId: 'hall',
      canvases: [{ image: 'art-conference-stage' }],
    });
    auditorium.elements = [
      ...(auditorium.elements ?? []),
      ...programme(
        a,
        'auditorium',
        [
          { title: t.keynote, speaker: 'Dr. Alex Morgan', chatId: 'chat-qa' },
          // Speakers are people: the registration page lists them by name.
          { title: t.panel, speaker: 'Priya Shah, Jordan Lee', chatId: 'chat-qa' },
          { title: t.closing, speaker: 'Sam Speaker' },
        ],
        [{ title: t.agendaLink, target: { kind: 'timeline' } }],
      ),
    ];
    const sponsors = [
      room(a, {
        id: 'sponsor-1',
        kind: 'BOOTH',
        designId: 'booth-island',
        title: t.goldSponsor,
        ...exhibitor(tx, t.goldSponsor, '#c9a227', ['staff-expert-red', 'staff-technician-grey']),
      }),
      room(a, {
        id: 'sponsor-2',
        kind: 'BOOTH',
        designId: 'booth-kiosk',
        title: t.silverSponsor,
        ...exhibitor(tx, t.silverSponsor, '#8a9aa9', ['staff-greeter-green']),
      }),
    ];
    const help = room(a, {
      id: 'help',
      kind: 'BOOTH',
      designId: 'booth-kiosk',
      title: tx.common.helpDesk,
      ...helpDesk(tx),
    });
    const lounge = room(a, {
      id: 'lounge',
      kind: 'OTHER',
      designId: 'other-lounge',
      title: t.lounge,
      description: t.loungeDescription,
      canvases: [{ image: 'backdrop-lounge', target: { kind: 'chat', elementId: 'chat-general' } }],
      videos: [{ title: t.highlights, loop: true, autostart: true }],
      staff: [
        {
          name: t.loungeHost,
          figure: 'staff-speaker-orange',
          target: { kind: 'chat', elementId: 'chat-general' },
        },
      ],
    });
    const others = [auditorium, ...sponsors, help, lounge];
    return {
      venue: {
        rooms: [hall, ...others],
        doors: connect(hall, others, tx.common.mainHall, tx),
        agenda: [
          day('day-1', date, tx.common.day(1), tx, [
            {
              title: t.keynote,
              start: '09:00',
              end: '10:00',
              location: tx.common.auditorium,
              speakers: 'Dr. Alex Morgan',
              target: { kind: 'room', elementId: 'auditorium' },
            },
            {
              title: t.sponsorExhibition,
              start: '10:00',
              end: '12:00',
              location: tx.common.mainHall,
              target: { kind: 'room', elementId: 'sponsor-1' },
            },
            {
              title: t.networkingLunch,
              start: '12:00',
              end: '13:00',
              location: t.lounge,
              target: { kind: 'room', elementId: 'lounge' },
            },
          ]),
          day('day-2', addDays(date, 1), tx.common.day(2), tx, [
            {
              title: t.panel,
              start: '09:30',
              end: '11:00',
              location: tx.common.auditorium,
              target: { kind: 'room', elementId: 'auditorium' },
            },
            { title: t.closing, start: '16:00', end: '16:30', location: tx.common.auditorium },
          ]),
        ],
        chats: [...chats(tx)],
        profileItems: [...baseFields(tx), field('field-topics', 'checkboxes', t.topics, t.topicOptions)],
      },
      startRoomId: 'hall',
      helpBoothId: 'help',
    };
  },
};

/** Trade fair: exhibition hall with four exhibitor booths, a stage and a help desk. */
const tradeFair: TemplateDefinition = {
  id: 'tradeFair',
  themeId: 'classic',
  build(a, date, tx) {
    const t = tx.tradeFair;
    const hall = room(a, {
      id: 'hall',
      kind: 'HALL',
      designId: 'hall-foyer',
      title: t.hall,
      canvases: [
        { image: 'backdrop-exhibition-hall', target: { kind: 'boothDirectory' } },
        { image: 'banner-16-9', target: { kind: 'timeline' } },
        { image: 'logo-placeholder' },
      ],
    });
    const stage = room(a, {
      id: 'stage',
      kind: 'THEATRE',
      designId: 'theatre-amphi',
      title: t.stage,
      nextRoomId: 'hall',
      canvases: [{ image: 'banner-16-9' }, { image: 'logo-placeholder' }],
    });
    stage.elements = [
      ...(stage.elements ?? []),
      ...programme(a, 'stage', [
        { title: t.productLaunches, speaker: t.exhibitors, chatId: 'chat-qa' },
        { title: t.marketOutlook, speaker: t.analysts },
      ]),
    ];
    const booth = (
      n: number,
      letter: string,
      designId: string,
      color: string,
      figures: Parameters<AssetLookup>[0][],
    ) =>
      room(a, {
        id: `booth-${n}`,
        kind: 'BOOTH',
        designId,
        title: t.exhibitor(letter),
        ...exhibitor(tx, t.exhibitor(letter), color, figures),
      });
    const booths = [
      booth(1, 'A', 'booth-corner', '#7a2338', ['staff-expert-red']),
      booth(2, 'B', 'booth-island', '#1f5fbf', ['staff-technician-grey', 'staff-greeter-green']),
      booth(3, 'C', 'booth-tower', '#2f7a55', ['staff-manager-purple', 'staff-guide-teal']),
      booth(4, 'D', 'booth-kiosk', '#b35c1e', ['staff-speaker-orange']),
    ];
    const help = room(a, {
      id: 'help',
      kind: 'BOOTH',
      designId: 'booth-corner',
      title: t.information,
      ...helpDesk(tx),
    });
    const others = [stage, ...booths, help];
    return {
      venue: {
        rooms: [hall, ...others],
        doors: connect(hall, others, t.hall, tx),
        agenda: [
          day('day-1', date, t.openingDay, tx, [
            {
              title: t.doorsOpen,
              start: '09:00',
              end: '09:30',
              location: t.hall,
              target: { kind: 'room', elementId: 'hall' },
            },
            {
              title: t.productLaunches,
              start: '10:00',
              end: '11:00',
              location: t.stage,
              target: { kind: 'room', elementId: 'stage' },
            },
            {
              title: t.exhibitorTours,
              start: '11:00',
              end: '17:00',
              location: t.hall,
              target: { kind: 'boothDirectory' },
            },
          ]),
          day('day-2', addDays(date, 1), t.tradeDay, tx, [
            {
              title: t.marketOutlook,
              start: '10:00',
              end: '11:00',
              location: t.stage,
              target: { kind: 'room', elementId: 'stage' },
            },
            {
              title: t.buyerMeetings,
              start: '11:00',
              end: '16:00',
              location: t.booths,
              target: { kind: 'boothDirectory' },
            },
          ]),
        ],
        chats: [...chats(tx)],
        profileItems: [
          ...baseFields(tx),
          field('field-role', 'select', t.visitingAs, t.visitingAsOptions, true),
        ],
      },
      startRoomId: 'hall',
      helpBoothId: 'help',
    };
  },
};

/** Webinar: a lobby, the auditorium with talks and slides, and a help desk. */
const webinar: TemplateDefinition = {
  id: 'webinar',
  themeId: 'garden',
  build(a, date, tx) {
    const t = tx.webinar;
    const hall = room(a, {
      id: 'hall',
      kind: 'HALL',
      designId: 'hall-pavilion',
      title: t.lobby,
      canvases: [
        { image: 'banner-16-9', target: { kind: 'room', elementId: 'auditorium' } },
        { image: 'backdrop-auditorium', target: { kind: 'timeline' } },
        { image: 'logo-placeholder' },
      ],
    });
    const auditorium = room(a, {
      id: 'auditorium',
      kind: 'THEATRE',
      designId: 'theatre-amphi',
      title: t.room,
      nextRoomId: 'hall',
      canvases: [{ image: 'banner-16-9' }, { image: 'logo-placeholder' }],
    });
    auditorium.elements = [
      ...(auditorium.elements ?? []),
      ...programme(
        a,
        'auditorium',
        [
          { title: t.gettingStarted, speaker: 'Jordan Lee', chatId: 'chat-qa' },
          { title: t.liveQa, speaker: 'Jordan Lee', chatId: 'chat-qa' },
        ],
        [
          {
            title: t.downloadSlides,
            target: { kind: 'link', url: 'https://example.com/slides.pdf', newTab: true },
          },
        ],
      ),
      {
        id: 'auditorium-slide-1',
        kind: 'THEATRE_SLIDE',
        title: t.slideAgenda,
        url: 'https://example.com/slides/1.png',
        time: 0,
      },
      {
        id: 'auditorium-slide-2',
        kind: 'THEATRE_SLIDE',
        title: t.slideKeyPoints,
        url: 'https://example.com/slides/2.png',
        time: 300,
      },
    ];
    const help = room(a, {
      id: 'help',
      kind: 'BOOTH',
      designId: 'booth-tower',
      title: tx.common.helpDesk,
      ...helpDesk(tx),
    });
    const others = [auditorium, help];
    return {
      venue: {
        rooms: [hall, ...others],
        doors: connect(hall, others, t.lobby, tx),
        agenda: [
          day('day-1', date, t.session(1), tx, [
            {
              title: t.gettingStarted,
              start: '15:00',
              end: '16:00',
              location: t.room,
              speakers: 'Jordan Lee',
              target: { kind: 'room', elementId: 'auditorium' },
            },
          ]),
          day('day-2', addDays(date, 7), t.session(2), tx, [
            {
              title: t.liveQa,
              start: '15:00',
              end: '15:45',
              location: t.room,
              speakers: 'Jordan Lee',
              target: { kind: 'room', elementId: 'auditorium' },
            },
          ]),
        ],
        chats: [...chats(tx)],
        profileItems: [...baseFields(tx), field('field-question', 'textfield', t.question)],
      },
      startRoomId: 'hall',
      helpBoothId: 'help',
    };
  },
};

/** Job fair: career hall with employer booths, a talks stage and a career lounge, in teal and orange. */
const jobFair: TemplateDefinition = {
  id: 'jobFair',
  themeId: 'modern',
  colors: { main: '#0f6e6a', text: '#ffffff' },
  build(a, date, tx) {
    const t = tx.jobFair;
    const hall = room(a, {
      id: 'hall',
      kind: 'HALL',
      designId: 'hall-atrium',
      title: t.hall,
      canvases: [
        { image: 'art-job-fair-booths', target: { kind: 'boothDirectory' } },
        { image: 'art-job-fair-board', target: { kind: 'timeline' } },
        { image: 'backdrop-lounge', target: { kind: 'room', elementId: 'lounge' } },
      ],
    });
    const talks = room(a, {
      id: 'talks',
      kind: 'THEATRE',
      designId: 'theatre-studio',
      title: t.talks,
      nextRoomId: 'hall',
      canvases: [{ image: 'art-job-fair-booths' }],
    });
    talks.elements = [
      ...(talks.elements ?? []),
      ...programme(a, 'talks', [
        { title: t.standOut, speaker: t.careerCoach, chatId: 'chat-qa' },
        { title: t.employersIntroduce, speaker: t.recruiters },
      ]),
    ];
    const employerBooth = (
      n: number,
      letter: string,
      designId: string,
      color: string,
      figure: Parameters<AssetLookup>[0],
    ) =>
      room(a, {
        id: `employer-${n}`,
        kind: 'BOOTH',
        designId,
        title: t.employer(letter),
        ...employer(tx, t.employer(letter), color, figure),
      });
    const employers = [
      employerBooth(1, 'A', 'booth-island', '#1f5fbf', 'staff-expert-red'),
      employerBooth(2, 'B', 'booth-kiosk', '#7a2338', 'staff-technician-grey'),
      employerBooth(3, 'C', 'booth-tower', '#2f7a55', 'staff-greeter-green'),
    ];
    const lounge = room(a, {
      id: 'lounge',
      kind: 'OTHER',
      designId: 'other-lounge',
      title: t.lounge,
      description: t.loungeDescription,
      canvases: [{ image: 'backdrop-lounge', target: { kind: 'chat', elementId: 'chat-general' } }],
      videos: [{ title: t.cvTips, loop: true }],
      staff: [
        {
          name: t.cvCheck,
          figure: 'staff-guide-teal',
          target: { kind: 'breakout', elementId: 'breakout-cv' },
        },
      ],
    });
    const help = room(a, {
      id: 'help',
      kind: 'BOOTH',
      designId: 'booth-corner',
      title: tx.common.helpDesk,
      ...helpDesk(tx),
    });
    const others = [talks, ...employers, lounge, help];
    return {
      venue: {
        rooms: [hall, ...others],
        doors: connect(hall, others, t.hall, tx),
        agenda: [
          day('day-1', date, tx.common.day(1), tx, [
            {
              title: tx.common.welcome,
              start: '10:00',
              end: '10:15',
              location: t.talks,
              target: { kind: 'room', elementId: 'talks' },
            },
            {
              title: t.boothsOpen,
              start: '10:15',
              end: '16:00',
              location: t.hall,
              target: { kind: 'boothDirectory' },
            },
          ]),
          day('day-2', addDays(date, 1), tx.common.day(2), tx, [
            {
              title: t.standOut,
              start: '11:00',
              end: '12:00',
              location: t.talks,
              target: { kind: 'room', elementId: 'talks' },
            },
            {
              title: t.cvChecks,
              start: '13:00',
              end: '15:00',
              location: t.lounge,
              target: { kind: 'breakout', elementId: 'breakout-cv' },
            },
          ]),
        ],
        chats: [...chats(tx)],
        breakouts: [
          { id: 'breakout-cv', kind: 'EVENT_BREAKOUT', name: t.cvCheck, moderatorId: 'moderator-coach' },
        ],
        moderators: [
          {
            id: 'moderator-coach',
            kind: 'EVENT_MODERATOR',
            email: 'coach@example.com',
            firstName: 'Casey',
            lastName: 'Coach',
          },
        ],
        profileItems: [
          ...baseFields(tx),
          field('field-cv', 'file', t.cv),
          field('field-level', 'select', t.careerLevel, t.careerLevelOptions, true),
        ],
      },
      startRoomId: 'hall',
      helpBoothId: 'help',
    };
  },
};

/** The templates of `GET events/templates`, in the order shown. */
export const TEMPLATES: readonly TemplateDefinition[] = [conference, tradeFair, webinar, jobFair];

/** The template with this id, or undefined. */
export const templateById = (id: string) => TEMPLATES.find((t) => t.id === id);
