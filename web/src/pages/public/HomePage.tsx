import { Link } from 'react-router-dom';

export function HomePage() {
  return (
    <section>
      <h1>Open Diploma Fund</h1>
      <Link to="/about-open-diploma-fund">About us</Link>
    </section>
  );
}
