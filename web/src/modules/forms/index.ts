/** The public forms: the three applications, volunteer and contact. */
import './program-pages.css';
import './form-layout.css';
import './form-submit.css';

export { ApplicationForm } from './components/ApplicationForm';
export { CollapsibleSection } from './components/CollapsibleSection';
export { ContactForm } from './components/ContactForm';
export { VolunteerForm } from './components/VolunteerForm';
