-- Report PDFs kept in the database (issue 23): with PostgreSQL every web server and worker reads
-- the same files, whichever process made them. Keyed by delivery id, with no foreign key: the
-- ReportFiles port is the same for every store, and erasing a report goes through its remove().
-- Only trusted server code reads it: the visitor role gets no grant.

create table report_files (
  delivery_id uuid primary key,
  pdf         bytea not null,
  saved_at    timestamptz not null default now()
);
