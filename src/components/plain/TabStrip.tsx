import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { themedCss } from '../themedCss';
import { tabCss } from './tabCss';
import { useScrollEnds } from './useScrollEnds';

export interface TabItem<V extends string = string> {
  value: V;
  label: string;
  icon?: ReactNode;
}

interface Props<V extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<V>[];
  /** false: no tab chosen (the first one takes the keyboard focus). */
  selected: V | false;
  onSelect: (value: V) => void;
  /** Scrolls sideways with arrow buttons when the tabs overflow; otherwise the tabs share the width. */
  scrollable?: boolean;
  /** The strip's own look (a styled wrapper's class): its box, and its tabs as `[role="tab"]`. */
  className?: string;
}

const Root = styled.div({ display: 'flex', overflow: 'hidden', minHeight: 48 });
const Scroller = styled.div({
  flex: '1 1 auto',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
});
const List = styled.div({ display: 'flex', height: '100%', '&[data-full-width] > [role="tab"]': { flex: '1 1 0', maxWidth: 'none' } });
const Tab = styled.button(themedCss(tabCss));
const ScrollButton = styled.div({
  width: 40,
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  opacity: 0.8,
  cursor: 'pointer',
  '&[data-disabled]': { opacity: 0, cursor: 'default' },
});

const KEY_STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Arrow keys, Home and End move the focus along the tabs (WAI-ARIA tabs, selection on activation). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const step = KEY_STEPS[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const next = tabs[step(tabs.indexOf(document.activeElement as HTMLElement), tabs.length)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * A tab strip of plain buttons, looking and behaving as MUI's `Tabs` (roles, roving focus, the selected tab scrolled
 * into view, scroll arrows shown while the tabs overflow), at a fraction of its work per render: no measuring of
 * every tab during the render, each part styled once per theme.
 */
export function TabStrip<V extends string>({ label, tabs, selected, onSelect, scrollable = false, className }: Props<V>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [observe, ends] = useScrollEnds<HTMLDivElement>();
  const focusable = tabs.some((tab) => tab.value === selected) ? selected : tabs[0]?.value;
  useEffect(() => {
    const box = scroller.current;
    const tab = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!scrollable || !box || !tab) return;
    if (tab.offsetLeft < box.scrollLeft) box.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollLeft = tab.offsetLeft + tab.offsetWidth - box.clientWidth;
  }, [scrollable, selected]);
  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth, behavior: 'smooth' });
  const arrows = scrollable && ends.overflows;
  return (
    <Root className={className}>
      {arrows && (
        <ScrollButton data-disabled={ends.atStart || undefined} onClick={() => scrollBy(-1)}>
          <KeyboardArrowLeft fontSize="small" />
        </ScrollButton>
      )}
      <Scroller
        ref={(element) => {
          scroller.current = element;
          return scrollable ? observe(element) : undefined;
        }}
      >
        <List role="tablist" aria-label={label} onKeyDown={moveFocus} data-full-width={scrollable ? undefined : ''}>
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              type="button"
              role="tab"
              aria-selected={tab.value === selected}
              tabIndex={tab.value === focusable ? 0 : -1}
              onClick={() => tab.value !== selected && onSelect(tab.value)}
            >
              {tab.icon}
              {tab.label}
            </Tab>
          ))}
        </List>
      </Scroller>
      {arrows && (
        <ScrollButton data-disabled={ends.atEnd || undefined} onClick={() => scrollBy(1)}>
          <KeyboardArrowRight fontSize="small" />
        </ScrollButton>
      )}
    </Root>
  );
}
