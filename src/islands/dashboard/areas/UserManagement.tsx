/** Placeholder: this area is being written. */
import NotYetOpen from './NotYetOpen.tsx';

export default NotYetOpen;
