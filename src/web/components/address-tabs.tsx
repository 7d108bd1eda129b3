import type { ReactNode } from 'react';
import { useTabInAddress } from '../lib/tab-in-address.ts';
import { Tabs } from './tabs.tsx';

/** A tab that brings its own panel: what `AddressTabs` shows while it is the open one. */
export interface PanelTab {
  key: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs whose open one the address keeps (`useTabInAddress`: `param`, and `within` for a tab
 * inside a page's tab), each tab naming its own panel, so a page lists its tabs once instead of
 * pairing a list of names with a chain of `tab === '…' &&` panels.
 */
export function AddressTabs(props: {
  /** Names the tab list ('Administração'). */
  label: string;
  tabs: readonly PanelTab[];
  param?: string;
  within?: readonly string[];
}) {
  const [current, select] = useTabInAddress(props.tabs, props.param, props.within);
  const open = props.tabs.find((tab) => tab.key === current);
  return (
    <Tabs label={props.label} tabs={props.tabs} current={current} onSelect={select}>
      {open?.panel}
    </Tabs>
  );
}
