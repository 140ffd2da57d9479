/**
 * The values both adapters return, so the same SQL gives the same JavaScript on both:
 * `date` stays the calendar string 'YYYY-MM-DD' (a Date would shift it by the process's
 * time zone), `int8` (count(*)) is a number, `numeric` stays a string, timestamptz is a Date,
 * json/jsonb are parsed, arrays are arrays.
 */
export const PG_TYPE = {
  INT8: 20,
  DATE: 1082,
} as const;

export const keepDateText = (value: string): string => value;

export const int8ToNumber = (value: string): number => Number(value);
