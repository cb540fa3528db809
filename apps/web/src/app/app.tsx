export function App() {
  return <div>Freight Portal</div>;
}
