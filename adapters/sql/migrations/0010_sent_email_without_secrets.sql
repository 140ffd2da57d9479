-- A sent email's body keeps no link token, change token, session or code (issue 23): the relay
-- now stores it so once sent (domain/mail/delivered-email.ts); this does the same for the rows
-- sent before. The same patterns, in PostgreSQL's regular expressions.
update email_outbox
   set body_text = regexp_replace(
         regexp_replace(body_text, '([?&;](token|change|session|code|profileToken)=)[^&[:space:]"''<>#]+', '\1[removed]', 'g'),
         '(^|[^0-9#.:/-])[0-9]{6}([^0-9]|$)', '\1[removed]\2', 'g'),
       body_html = regexp_replace(
         regexp_replace(body_html, '([?&;](token|change|session|code|profileToken)=)[^&[:space:]"''<>#]+', '\1[removed]', 'g'),
         '(^|[^0-9#.:/-])[0-9]{6}([^0-9]|$)', '\1[removed]\2', 'g')
 where status = 'sent';
