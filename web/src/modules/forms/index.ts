/** The public forms: the three applications, volunteer and contact. */
import './forms.css';

export { ApplicationForm } from './components/ApplicationForm';
export { CollapsibleSection } from './components/CollapsibleSection';
export { ContactForm } from './components/ContactForm';
export { VolunteerForm } from './components/VolunteerForm';
