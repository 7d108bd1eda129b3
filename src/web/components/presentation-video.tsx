import { useQuery } from '@tanstack/react-query';
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { APP_NAME } from '../../domain/constants.ts';
import { publicConfigQuery } from '../lib/public-config.ts';

/**
 * The presentation video as a click-to-load embed: until someone presses play nothing is
 * requested from the video's host (no cookies, no tracking, no weight on a slow connection).
 * Without a configured address there is nothing to show.
 */
export function PresentationVideo({ className = '' }: { className?: string }) {
  const video = useQuery(publicConfigQuery).data?.video;
  const [playing, setPlaying] = useState(false);
  if (!video) return null;
  const src = `${video}${video.includes('?') ? '&' : '?'}autoplay=1`;
  return (
    <div className={`aspect-video overflow-hidden rounded-2xl bg-brand-900 shadow-lg ${className}`}>
      {playing ? (
        <iframe
          src={src}
          title={`Apresentação do ${APP_NAME}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="flex h-full w-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-900 to-brand-600 text-white"
        >
          <PlayCircle className="h-16 w-16" aria-hidden="true" />
          <span className="text-lg font-semibold">Assistir à apresentação</span>
          <span className="text-sm text-brand-100">O vídeo carrega só quando você clicar.</span>
        </button>
      )}
    </div>
  );
}
