export default function ApplicantPage() {
  return <h1>ApplicantPage</h1>;
}
