import type { ReactNode } from 'react';
import { PageFrame } from '../../../shared/ui/page-frame';
import { ConsoleNav } from './console-nav';

/** A console screen: its heading and lead, the console's navigation, then its content. */
export function ConsolePage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <PageFrame title={title} lead={lead} wide>
      <ConsoleNav />
      {children}
    </PageFrame>
  );
}
