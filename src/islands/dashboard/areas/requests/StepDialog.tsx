/** The dialog a step on a request opens, by how the step asks (kinds.ts): a confirmation, a note, or a form of its own. */
import type { DocumentRequest, Quote } from '../../../../contracts/requests.ts';
import { AcceptQuoteDialog } from './AcceptQuoteDialog.tsx';
import { AnswerQuoteDialog } from './AnswerQuoteDialog.tsx';
import type { AnyRequest } from './api.ts';
import { ConfirmDialog, NoteDialog } from './ConfirmDialogs.tsx';
import { FulfilDocumentDialog } from './FulfilDocumentDialog.tsx';
import type { Perform, RequestAction } from './kinds.ts';

interface Props {
  action: RequestAction;
  request: AnyRequest;
  onClose: () => void;
  perform: Perform;
}

export function StepDialog({ action: { prompt }, request, onClose, perform }: Props) {
  switch (prompt.type) {
    case 'confirm':
      return <ConfirmDialog {...prompt} onClose={onClose} perform={perform} />;
    case 'note':
      return <NoteDialog {...prompt} onClose={onClose} perform={perform} />;
    case 'answer':
      return <AnswerQuoteDialog quote={request as Quote} onClose={onClose} perform={perform} />;
    case 'accept':
      return <AcceptQuoteDialog quote={request as Quote} onClose={onClose} perform={perform} />;
    case 'fulfil':
      return <FulfilDocumentDialog request={request as DocumentRequest} onClose={onClose} perform={perform} />;
  }
}
