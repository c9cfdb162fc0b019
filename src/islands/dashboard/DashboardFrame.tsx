/**
 * The dashboard's frame with the area's title: rendered into the shell's HTML (so it paints with
 * the page) and shown again by DashboardApp until the app's code has loaded.
 */
import './frame.css';

export function DashboardFrame({ title }: { title: string }) {
  return (
    <div className="dashboard-frame" aria-busy="true">
      <div className="frame-sidebar" />
      <div>
        <h1 className="frame-title">{title}</h1>
        <div className="frame-block" />
        <div className="frame-block short" />
      </div>
    </div>
  );
}
