export default function ArchivePage() {
  return <h1>ArchivePage</h1>;
}
