import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { OVERWRITE_DIALOG_TEXT, type OverwriteChoice, type OverwriteRowBody } from '../../../contracts/reading-form.contract';

export interface OverwriteDialogProps {
  rows: readonly OverwriteRowBody[];
  /** The choice being sent, while it is sent; its button reads 'Updating...'. */
  working: OverwriteChoice | null;
  onChoose(choice: OverwriteChoice): void;
  /** What the table is about; the form's wording unless given. */
  description?: string;
  /** A failure to announce inside the dialog (the page behind it is inert). */
  problem?: string | null;
}

const FORM_DESCRIPTION = 'You already have a moon reading for this email. These details are different from the ones it was made with:';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * §8 overwrite dialog as a real modal: the rest of the page is inert while it is open,
 * Tab stays inside it, and Escape means 'Keep current reading'. Focus returns to where it
 * was when the dialog closes.
 */
export const OverwriteDialog = ({ rows, working, onChoose, description = FORM_DESCRIPTION, problem = null }: OverwriteDialogProps) => {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const outside = [...document.body.children].filter((element): element is HTMLElement => element instanceof HTMLElement && !element.contains(dialogRef.current));
    for (const element of outside) element.inert = true;
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      for (const element of outside) element.inert = false;
      returnTo?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (working === null) onChoose('keep');
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      dialogRef.current?.focus();
    } else if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const [fieldColumn, currentColumn, newColumn] = OVERWRITE_DIALOG_TEXT.columns;
  return createPortal(
    <div className="fr-backdrop">
      <div
        ref={dialogRef}
        className="fr-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{OVERWRITE_DIALOG_TEXT.title}</h2>
        <p id={descriptionId}>{description}</p>
        <div className="fr-table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{fieldColumn}</th>
                <th scope="col">{currentColumn}</th>
                <th scope="col">{newColumn}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field}>
                  <th scope="row">{row.label}</th>
                  <td>{row.current}</td>
                  <td>{row.proposed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="fr-dialog-problem" role="alert">
          {problem !== null && <p className="fr-alert">{problem}</p>}
        </div>
        <div className="fr-dialog-actions" aria-busy={working !== null}>
          <button type="button" className="fr-button fr-primary" disabled={working !== null} onClick={() => onChoose('replace')}>
            {working === 'replace' ? OVERWRITE_DIALOG_TEXT.working : OVERWRITE_DIALOG_TEXT.overwrite}
          </button>
          <button type="button" className="fr-button" disabled={working !== null} onClick={() => onChoose('keep')}>
            {working === 'keep' ? OVERWRITE_DIALOG_TEXT.working : OVERWRITE_DIALOG_TEXT.keep}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
};
