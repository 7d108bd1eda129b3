import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { LngLat } from '../../domain/geo/polygon.ts';
import { tileBounds, tilesCovering, tileUrl, type LngLatBounds } from '../../domain/geo/tiles.ts';
import { useOnline } from '../lib/connection.ts';
import { publicConfigQuery, type MapTiles } from '../lib/public-config.ts';

/** The configured map tiles: none without configuration, before it arrives, or offline. */
export function useMapTiles(): MapTiles | null {
  const tiles = useQuery(publicConfigQuery).data?.mapa ?? null;
  return useOnline() ? tiles : null;
}

/**
 * The tiles under a drawing, each stretched between its corners in the drawing's own
 * projection (across one tile of a farm-sized view that differs from Web Mercator by far less
 * than a pixel). A tile that fails to load is dropped and not asked for again: the drawing's
 * background shows through.
 */
export function MapTileLayer(props: {
  tiles: MapTiles;
  view: LngLatBounds;
  project: (point: LngLat) => readonly [number, number];
}) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  return (
    <g aria-hidden="true">
      {tilesCovering(props.view).map((tile) => {
        const href = tileUrl(props.tiles.tiles, tile);
        if (failed.has(href)) return null;
        const { west, north, east, south } = tileBounds(tile);
        const [x, y] = props.project([west, north]);
        const [right, bottom] = props.project([east, south]);
        return (
          <image
            key={href}
            href={href}
            x={x}
            y={y}
            width={right - x}
            height={bottom - y}
            preserveAspectRatio="none"
            onError={() => setFailed((before) => new Set(before).add(href))}
          />
        );
      })}
    </g>
  );
}

/** A map's box: the drawing fills it and the tiles' credit sits in its lower right corner. */
export function MapFrame(props: {
  tiles: MapTiles | null;
  className?: string;
  children: ReactNode;
}) {
  const credit = props.tiles?.atribuicao;
  return (
    <div className={`relative ${props.className ?? ''}`}>
      {props.children}
      {credit && (
        <small className="pointer-events-none absolute right-px bottom-px max-w-[calc(100%-2px)] rounded-tl rounded-br-lg bg-white/85 px-1 text-[10px] leading-tight text-ink-900">
          {credit}
        </small>
      )}
    </div>
  );
}
