import { Navigate, useParams } from 'react-router';
import { selectionSearch } from './selection';

/** /events/agenda/{id}: the editor with the agenda section selected. */
export default function AgendaRedirect() {
  const { id = '' } = useParams();
  return (
    <Navigate
      to={`/events/edit/${encodeURIComponent(id)}${selectionSearch({ section: 'agenda' })}`}
      replace
    />
  );
}
