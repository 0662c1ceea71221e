export default function ApplicationsPage() {
  return <h1>ApplicationsPage</h1>;
}
