/** The place of a figure still on its way: a bar the figure's size, in its line, read as "loading". */
import './pending-figure.css';

export function PendingFigure() {
  return (
    <span className="pending-figure">
      <span className="visually-hidden">Loading</span>
    </span>
  );
}
