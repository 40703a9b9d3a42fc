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

/** A template: a complete venue as data, built for a start date (null = not known yet). */
export type TemplateDefinition = {
  id: TemplateId;
  themeId: string;
  build(a: AssetLookup, date: string | null): TemplateVenue;
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

const helpDesk: BoothContent = {
  description: 'Questions about the event? Our team is here to help.',
  color: '#2f7a55',
  logo: 'logo-placeholder',
  canvases: [{ image: 'banner-16-9', target: { kind: 'timeline' } }, { image: 'logo-placeholder' }],
  documents: [
    { title: 'Visitor guide', description: 'How to find your way around the venue.', category: 'Help' },
  ],
  videos: [{ title: 'Welcome tour', description: 'A short walk through the venue.', autostart: true }],
  staff: [
    expert('Hannah Host', 'staff-host-navy', 'Help desk'),
    expert('Gus Guide', 'staff-guide-teal', 'Help desk'),
  ],
};

const exhibitor = (name: string, color: string, figures: Parameters<AssetLookup>[0][]): BoothContent => ({
  description: `Meet ${name} and discover their latest products.`,
  color,
  logo: 'logo-placeholder',
  canvases: [{ image: 'backdrop-booth-wall' }, { image: 'banner-16-9', target: { kind: 'boothDirectory' } }],
  documents: [
    { title: `${name} brochure`, description: 'Products and services at a glance.', category: 'Brochures' },
    { title: 'Price list', description: 'Current offers for visitors.', category: 'Brochures' },
    { title: 'Case study', description: 'How customers use our products.', category: 'Stories' },
  ],
  videos: [{ title: `${name} in two minutes`, description: 'Our company film.', loop: true }],
  staff: figures.map((figure, n) => expert(n === 0 ? `${name} sales` : `${name} expert`, figure, name)),
});

const employer = (name: string, color: string, figure: Parameters<AssetLookup>[0]): BoothContent => ({
  description: `${name} is hiring. Talk to our recruiters about open positions.`,
  color,
  logo: 'logo-placeholder',
  canvases: [{ image: 'banner-16-9' }, { image: 'backdrop-booth-wall' }],
  documents: [
    { title: 'Open positions', description: 'Roles we are hiring for now.', category: 'Jobs' },
    { title: 'Working with us', description: 'Benefits, teams and locations.', category: 'Culture' },
  ],
  videos: [{ title: `Life at ${name}`, description: 'Our people tell their stories.' }],
  staff: [
    expert(`${name} recruiter`, figure, 'Recruiting'),
    expert(`${name} team lead`, 'staff-manager-purple', 'Recruiting'),
  ],
});

const CHATS = [
  { id: 'chat-general', kind: 'EVENT_CHAT', title: 'General' },
  { id: 'chat-qa', kind: 'EVENT_CHAT', title: 'Questions and answers' },
] as const satisfies VenueInput['chats'];

const BASE_FIELDS = [
  field('field-company', 'textfield', 'Company', [], true),
  field('field-job', 'textfield', 'Job title'),
  field('field-linkedin', 'link', 'LinkedIn profile'),
];

/** Conference: main hall, auditorium with a two-day programme, sponsor booths, help desk, lounge. */
const conference: TemplateDefinition = {
  id: 'conference',
  themeId: 'modern',
  build(a, date) {
    const hall = room(a, {
      id: 'hall',
      kind: 'HALL',
      designId: 'hall-atrium',
      title: 'Main hall',
      canvases: [
        { image: 'banner-16-9', target: { kind: 'timeline' } },
        { image: 'backdrop-auditorium', target: { kind: 'room', elementId: 'auditorium' } },
        { image: 'backdrop-lounge', target: { kind: 'room', elementId: 'lounge' } },
      ],
    });
    const auditorium = {
      ...room(a, {
        id: 'auditorium',
        kind: 'THEATRE',
        designId: 'theatre-studio',
        title: 'Auditorium',
        nextRoomId: 'hall',
        canvases: [{ image: 'banner-16-9' }],
      }),
    };
    auditorium.elements = [
      ...(auditorium.elements ?? []),
      ...programme(
        a,
        'auditorium',
        [
          { title: 'Opening keynote', speaker: 'Dr. Alex Morgan', chatId: 'chat-qa' },
          { title: 'Panel: the next five years', speaker: 'Speakers of the day', chatId: 'chat-qa' },
          { title: 'Closing remarks', speaker: 'The organisers' },
        ],
        [{ title: 'Conference agenda', target: { kind: 'timeline' } }],
      ),
    ];
    const sponsors = [
      room(a, {
        id: 'sponsor-1',
        kind: 'BOOTH',
        designId: 'booth-island',
        title: 'Gold sponsor',
        ...exhibitor('Gold sponsor', '#c9a227', ['staff-expert-red', 'staff-technician-grey']),
      }),
      room(a, {
        id: 'sponsor-2',
        kind: 'BOOTH',
        designId: 'booth-kiosk',
        title: 'Silver sponsor',
        ...exhibitor('Silver sponsor', '#8a9aa9', ['staff-greeter-green']),
      }),
    ];
    const help = room(a, {
      id: 'help',
      kind: 'BOOTH',
      designId: 'booth-kiosk',
      title: 'Help desk',
      ...helpDesk,
    });
    const lounge = room(a, {
      id: 'lounge',
      kind: 'OTHER',
      designId: 'other-lounge',
      title: 'Networking lounge',
      description: 'Meet other attendees between the sessions.',
      canvases: [{ image: 'backdrop-lounge', target: { kind: 'chat', elementId: 'chat-general' } }],
      videos: [{ title: 'Highlights', loop: true, autostart: true }],
      staff: [
        {
          name: 'Sam Speaker',
          figure: 'staff-speaker-orange',
          target: { kind: 'chat', elementId: 'chat-general' },
        },
      ],
    });
    const others = [auditorium, ...sponsors, help, lounge];
    return {
      venue: {
        rooms: [hall, ...others],
        doors: connect(hall, others, 'Main hall'),
        agenda: [
          day('day-1', date, 'Day 1', [
            {
              title: 'Opening keynote',
              start: '09:00',
              end: '10:00',
              location: 'Auditorium',
              speakers: 'Dr. Alex Morgan',
              target: { kind: 'room', elementId: 'auditorium' },
            },
            {
              title: 'Sponsor exhibition',
              start: '10:00',
              end: '12:00',
              location: 'Main hall',
              target: { kind: 'room', elementId: 'sponsor-1' },
            },
            {
              title: 'Networking lunch',
              start: '12:00',
              end: '13:00',
              location: 'Networking lounge',
              target: { kind: 'room', elementId: 'lounge' },
            },
          ]),
          day('day-2', addDays(date, 1), 'Day 2', [
            {
              title: 'Panel: the next five years',
              start: '09:30',
              end: '11:00',
              location: 'Auditorium',
              target: { kind: 'room', elementId: 'auditorium' },
            },
            { title: 'Closing remarks', start: '16:00', end: '16:30', location: 'Auditorium' },
          ]),
        ],
        chats: [...CHATS],
        profileItems: [
          ...BASE_FIELDS,
          field('field-topics', 'checkboxes', 'Topics of interest', ['Strategy', 'Technology', 'Marketing']),
        ],
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
  build(a, date) {
    const hall = room(a, {
      id: 'hall',
      kind: 'HALL',
      designId: 'hall-foyer',
      title: 'Exhibition hall',
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
      title: 'Stage',
      nextRoomId: 'hall',
      canvases: [{ image: 'banner-16-9' }, { image: 'logo-placeholder' }],
    });
    stage.elements = [
      ...(stage.elements ?? []),
      ...programme(a, 'stage', [
        { title: 'Product launches', speaker: 'Exhibitors', chatId: 'chat-qa' },
        { title: 'Market outlook', speaker: 'Industry analysts' },
      ]),
    ];
    const booths = [
      room(a, {
        id: 'booth-1',
        kind: 'BOOTH',
        designId: 'booth-corner',
        title: 'Exhibitor A',
        ...exhibitor('Exhibitor A', '#7a2338', ['staff-expert-red']),
      }),
      room(a, {
        id: 'booth-2',
        kind: 'BOOTH',
        designId: 'booth-island',
        title: 'Exhibitor B',
        ...exhibitor('Exhibitor B', '#1f5fbf', ['staff-technician-grey', 'staff-greeter-green']),
      }),
      room(a, {
        id: 'booth-3',
        kind: 'BOOTH',
        designId: 'booth-tower',
        title: 'Exhibitor C',
        ...exhibitor('Exhibitor C', '#2f7a55', ['staff-manager-purple', 'staff-guide-teal']),
      }),
      room(a, {
        id: 'booth-4',
        kind: 'BOOTH',
        designId: 'booth-kiosk',
        title: 'Exhibitor D',
        ...exhibitor('Exhibitor D', '#b35c1e', ['staff-speaker-orange']),
      }),
    ];
    const help = room(a, {
      id: 'help',
      kind: 'BOOTH',
      designId: 'booth-corner',
      title: 'Information',
      ...helpDesk,
    });
    const others = [stage, ...booths, help];
    return {
      venue: {
        rooms: [hall, ...others],
        doors: connect(hall, others, 'Exhibition hall'),
        agenda: [
          day('day-1', date, 'Opening day', [
            {
              title: 'Doors open',
              start: '09:00',
              end: '09:30',
              location: 'Exhibition hall',
              target: { kind: 'room', elementId: 'hall' },
            },
            {
              title: 'Product launches',
              start: '10:00',
              end: '11:00',
              location: 'Stage',
              target: { kind: 'room', elementId: 'stage' },
            },
            {
              title: 'Exhibitor tours',
              start: '11:00',
              end: '17:00',
              location: 'Exhibition hall',
              target: { kind: 'boothDirectory' },
            },
          ]),
          day('day-2', addDays(date, 1), 'Trade day', [
            {
              title: 'Market outlook',
              start: '10:00',
              end: '11:00',
              location: 'Stage',
              target: { kind: 'room', elementId: 'stage' },
            },
            {
              title: 'Buyer meetings',
              start: '11:00',
              end: '16:00',
              location: 'Booths',
              target: { kind: 'boothDirectory' },
            },
          ]),
        ],
        chats: [...CHATS],
        profileItems: [
          ...BASE_FIELDS,
          field('field-role', 'select', 'I am visiting as', ['Buyer', 'Press', 'Exhibitor', 'Other'], true),
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
  build(a, date) {
    const hall = room(a, {
      id: 'hall',
      kind: 'HALL',
      designId: 'hall-pavilion',
      title: 'Lobby',
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
      title: 'Webinar room',
      nextRoomId: 'hall',
      canvases: [{ image: 'banner-16-9' }, { image: 'logo-placeholder' }],
    });
    auditorium.elements = [
      ...(auditorium.elements ?? []),
      ...programme(
        a,
        'auditorium',
        [
          { title: 'Webinar: getting started', speaker: 'Jordan Lee', chatId: 'chat-qa' },
          { title: 'Live Q&A', speaker: 'Jordan Lee', chatId: 'chat-qa' },
        ],
        [
          {
            title: 'Download the slides',
            target: { kind: 'link', url: 'https://example.com/slides.pdf', newTab: true },
          },
        ],
      ),
      {
        id: 'auditorium-slide-1',
        kind: 'THEATRE_SLIDE',
        title: 'Agenda',
        url: 'https://example.com/slides/1.png',
        time: 0,
      },
      {
        id: 'auditorium-slide-2',
        kind: 'THEATRE_SLIDE',
        title: 'Key points',
        url: 'https://example.com/slides/2.png',
        time: 300,
      },
    ];
    const help = room(a, {
      id: 'help',
      kind: 'BOOTH',
      designId: 'booth-tower',
      title: 'Help desk',
      ...helpDesk,
    });
    const others = [auditorium, help];
    return {
      venue: {
        rooms: [hall, ...others],
        doors: connect(hall, others, 'Lobby'),
        agenda: [
          day('day-1', date, 'Session 1', [
            {
              title: 'Webinar: getting started',
              start: '15:00',
              end: '16:00',
              location: 'Webinar room',
              speakers: 'Jordan Lee',
              target: { kind: 'room', elementId: 'auditorium' },
            },
          ]),
          day('day-2', addDays(date, 7), 'Session 2', [
            {
              title: 'Live Q&A',
              start: '15:00',
              end: '15:45',
              location: 'Webinar room',
              speakers: 'Jordan Lee',
              target: { kind: 'room', elementId: 'auditorium' },
            },
          ]),
        ],
        chats: [...CHATS],
        profileItems: [...BASE_FIELDS, field('field-question', 'textfield', 'Your question for the speaker')],
      },
      startRoomId: 'hall',
      helpBoothId: 'help',
    };
  },
};

/** Job fair: career hall with employer booths, a talks stage and a career lounge. */
const jobFair: TemplateDefinition = {
  id: 'jobFair',
  themeId: 'modern',
  build(a, date) {
    const hall = room(a, {
      id: 'hall',
      kind: 'HALL',
      designId: 'hall-atrium',
      title: 'Career hall',
      canvases: [
        { image: 'banner-16-9', target: { kind: 'boothDirectory' } },
        { image: 'backdrop-exhibition-hall', target: { kind: 'timeline' } },
        { image: 'backdrop-lounge', target: { kind: 'room', elementId: 'lounge' } },
      ],
    });
    const talks = room(a, {
      id: 'talks',
      kind: 'THEATRE',
      designId: 'theatre-studio',
      title: 'Career talks',
      nextRoomId: 'hall',
      canvases: [{ image: 'banner-16-9' }],
    });
    talks.elements = [
      ...(talks.elements ?? []),
      ...programme(a, 'talks', [
        { title: 'How to stand out in interviews', speaker: 'Career coach', chatId: 'chat-qa' },
        { title: 'Employers introduce themselves', speaker: 'Recruiters' },
      ]),
    ];
    const employers = [
      room(a, {
        id: 'employer-1',
        kind: 'BOOTH',
        designId: 'booth-island',
        title: 'Employer A',
        ...employer('Employer A', '#1f5fbf', 'staff-expert-red'),
      }),
      room(a, {
        id: 'employer-2',
        kind: 'BOOTH',
        designId: 'booth-kiosk',
        title: 'Employer B',
        ...employer('Employer B', '#7a2338', 'staff-technician-grey'),
      }),
      room(a, {
        id: 'employer-3',
        kind: 'BOOTH',
        designId: 'booth-tower',
        title: 'Employer C',
        ...employer('Employer C', '#2f7a55', 'staff-greeter-green'),
      }),
    ];
    const lounge = room(a, {
      id: 'lounge',
      kind: 'OTHER',
      designId: 'other-lounge',
      title: 'Career lounge',
      description: 'Chat with other candidates and get your CV checked.',
      canvases: [{ image: 'backdrop-lounge', target: { kind: 'chat', elementId: 'chat-general' } }],
      videos: [{ title: 'CV tips', loop: true }],
      staff: [
        {
          name: 'CV check',
          figure: 'staff-guide-teal',
          target: { kind: 'breakout', elementId: 'breakout-cv' },
        },
      ],
    });
    const help = room(a, {
      id: 'help',
      kind: 'BOOTH',
      designId: 'booth-corner',
      title: 'Help desk',
      ...helpDesk,
    });
    const others = [talks, ...employers, lounge, help];
    return {
      venue: {
        rooms: [hall, ...others],
        doors: connect(hall, others, 'Career hall'),
        agenda: [
          day('day-1', date, 'Day 1', [
            {
              title: 'Welcome',
              start: '10:00',
              end: '10:15',
              location: 'Career talks',
              target: { kind: 'room', elementId: 'talks' },
            },
            {
              title: 'Employer booths open',
              start: '10:15',
              end: '16:00',
              location: 'Career hall',
              target: { kind: 'boothDirectory' },
            },
          ]),
          day('day-2', addDays(date, 1), 'Day 2', [
            {
              title: 'How to stand out in interviews',
              start: '11:00',
              end: '12:00',
              location: 'Career talks',
              target: { kind: 'room', elementId: 'talks' },
            },
            {
              title: 'CV checks',
              start: '13:00',
              end: '15:00',
              location: 'Career lounge',
              target: { kind: 'breakout', elementId: 'breakout-cv' },
            },
          ]),
        ],
        chats: [...CHATS],
        breakouts: [
          { id: 'breakout-cv', kind: 'EVENT_BREAKOUT', name: 'CV check', moderatorId: 'moderator-coach' },
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
          ...BASE_FIELDS,
          field('field-cv', 'file', 'Your CV'),
          field('field-level', 'select', 'Career level', ['Student', 'Graduate', 'Professional'], true),
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
