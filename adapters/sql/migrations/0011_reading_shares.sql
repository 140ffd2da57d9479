-- A visitor's opt-in public share of her birth Moon (issue 25, ADR 029). A share holds only what
-- its public page and card show: the Moon sign, the birth phase and how lit the Moon was. No
-- name, email, birth date, time or place, and no token: its id is random and unguessable. The
-- reading it came from is kept so that its owner can stop sharing, and erasing the reading (or
-- the profile) erases the share. Only server code reads it: the visitor role gets no grant.
create table reading_shares (
  id           text primary key check (id ~ '^[A-Za-z0-9_-]{22}$'),
  reading_id   uuid not null references readings (id) on delete cascade,
  moon_sign    text not null check (moon_sign in ('aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio',
                                                  'sagittarius', 'capricorn', 'aquarius', 'pisces')),
  moon_phase   text not null check (moon_phase in ('new-moon', 'waxing-crescent', 'first-quarter', 'waxing-gibbous', 'full-moon',
                                                    'waning-gibbous', 'last-quarter', 'waning-crescent')),
  illumination double precision not null check (illumination >= 0 and illumination <= 1),
  waxing       boolean not null,
  created_at   timestamptz not null default now()
);

create index reading_shares_reading_id_idx on reading_shares (reading_id);
