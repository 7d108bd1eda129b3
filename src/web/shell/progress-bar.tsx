import { useNavigation } from 'react-router';

/** The slim bar at the top while a page (and its code) loads. */
export function ProgressBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
      role="progressbar"
      aria-label="Carregando página"
    >
      <div className="h-full w-1/3 animate-pulse bg-accent-400" />
    </div>
  );
}
