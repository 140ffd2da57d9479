import { z } from 'zod';
import { freeReadingRequest } from './reading-form.contract';

/**
 * A visitor's copy of their data and its erasure (GDPR Articles 15, 17 and 20; issue 23):
 * POST data-request emails a link to /your-data, GET data-export downloads what we hold, POST
 * data-delete erases it. Shared by the server handlers, the UI client and the OpenAPI document.
 */

/** How long an emailed data link works. */
export const DATA_LINK_LIFETIME_HOURS = 24;

export const DATA_RIGHTS_MESSAGES = {
  /** The same words whether or not we hold anything for the address: the answer tells no one who is a customer. */
  requested: `If we hold data for this email address, a link is on its way to it. The link works for ${DATA_LINK_LIFETIME_HOURS} hours.`,
  tooMany: 'We have sent a few links to this address already. Please check your inbox, or try again in an hour.',
  /** One sentence for an unknown, expired or spent link: it does not say which. */
  linkNotValid: 'This link has expired or has already been used. You can ask for a new one below.',
  deleted: 'Everything we held about you has been deleted. Order records we must keep for accounting no longer name you.',
} as const;

export const DATA_REQUEST_KINDS = ['export', 'delete'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const dataRequestRequest = z
  .object({
    email: freeReadingRequest.shape.email,
    kind: z.enum(DATA_REQUEST_KINDS, { error: 'Please choose whether you would like a copy of your data or to delete it.' }).meta({
      description: 'What the visitor came for: a copy (export) or erasure (delete). The emailed link allows both; this only sets the email’s wording.',
    }),
  })
  .meta({ id: 'DataRequestRequest', description: 'Email a link to this address that lets its owner download or delete their data.' });
export type DataRequestRequest = z.input<typeof dataRequestRequest>;

export const dataRequestResponse = z
  .object({ message: z.string() })
  .meta({ id: 'DataRequestResponse', description: 'The same answer whether or not the address has data with us.' });
export type DataRequestResponse = z.infer<typeof dataRequestResponse>;

const dataToken = z.string({ error: 'The link is missing its token.' }).min(1, { error: 'The link is missing its token.' }).max(200).meta({
  description: 'The token from the emailed /your-data link.',
});

export const dataExportQuery = z.object({ token: dataToken }).meta({ id: 'DataExportQuery', description: 'The emailed link’s token.' });
export type DataExportQuery = z.infer<typeof dataExportQuery>;

export const dataDeleteRequest = z.object({ token: dataToken }).meta({ id: 'DataDeleteRequest', description: 'The emailed link’s token; erasure spends it.' });
export type DataDeleteRequest = z.infer<typeof dataDeleteRequest>;

export const dataDeleteResponse = z
  .object({ deleted: z.literal(true), message: z.string() })
  .meta({ id: 'DataDeleteResponse', description: 'The profile and everything linked to it are gone; orders stay without the person.' });
export type DataDeleteResponse = z.infer<typeof dataDeleteResponse>;

const instant = z.string().meta({ description: 'An instant in UTC, ISO 8601.' });

const exportedProfile = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  birthDate: z.string().nullable(),
  birthTime: z.string().nullable(),
  birthPlace: z.string().nullable(),
  birthLatitude: z.number().nullable(),
  birthLongitude: z.number().nullable(),
  birthTimezone: z.string().nullable(),
  moonSign: z.string().nullable(),
  moonPhase: z.string().nullable(),
  sunSign: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});

const exportedReading = z.object({
  createdAt: instant,
  current: z.boolean(),
  birthDate: z.string(),
  birthTime: z.string().nullable(),
  birthPlace: z.unknown(),
  moonSign: z.string().nullable(),
  sunSign: z.string().nullable(),
  moonPhase: z.string().nullable(),
  content: z.unknown(),
});

const exportedMessage = z.object({ role: z.string(), content: z.string(), createdAt: instant });

const exportedChatSession = z.object({
  startedAt: instant,
  lastActivity: instant,
  entryPage: z.string().nullable(),
  pageViews: z.array(z.string()),
  messages: z.array(exportedMessage),
});

const exportedOrder = z.object({
  reportType: z.string(),
  paymentStatus: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  createdAt: instant,
});

const exportedDelivery = z.object({
  reportType: z.string(),
  status: z.string(),
  errorMessage: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});

const exportedEmail = z.object({ subject: z.string(), text: z.string(), status: z.string(), createdAt: instant, sentAt: instant.nullable() });

const exportedContactMessage = z.object({ name: z.string(), message: z.string(), createdAt: instant });

/** Her moon calendar's addresses, live or stopped; never the address itself, which opens the feed. */
const exportedCalendarFeed = z.object({ createdAt: instant, stoppedAt: instant.nullable() });

export const dataExportDocument = z
  .object({
    about: z.string(),
    exportedAt: instant,
    profile: exportedProfile,
    readings: z.array(exportedReading),
    chatSessions: z.array(exportedChatSession),
    orders: z.array(exportedOrder),
    reportDeliveries: z.array(exportedDelivery),
    emails: z.array(exportedEmail),
    contactMessages: z.array(exportedContactMessage),
    calendarFeeds: z.array(exportedCalendarFeed),
  })
  .meta({ id: 'DataExportDocument', description: 'Everything we hold about the profile the link opens, as one JSON document (sent as an attachment).' });
export type DataExportDocument = z.infer<typeof dataExportDocument>;
