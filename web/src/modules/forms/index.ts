/** The public forms: the three applications, volunteer and contact. */
import './forms.css';

export { ApplicationForm } from './application-form';
export { CollapsibleSection } from './collapsible-section';
export { ContactForm } from './ContactForm';
export { VolunteerForm } from './VolunteerForm';
