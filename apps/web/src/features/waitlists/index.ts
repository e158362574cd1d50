/** Waitlists (issue 24): joining the line of something full, and the person's lines. */
export { JoinWaitlist } from './components/join-waitlist';
export { MyWaitlists } from './components/my-waitlists';
export { FullTargets } from './components/full-targets';
