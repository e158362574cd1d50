import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStatus } from './booking-status';
import styles from './catalogue.module.css';

describe('a booking’s status badge', () => {
  it('colours each kind’s statuses by what they mean', () => {
    render(
      <>
        <BookingStatus status="prasad_sent">Prasad sent</BookingStatus>
        <BookingStatus status="held">Held</BookingStatus>
        <BookingStatus status="expired">Expired</BookingStatus>
        <BookingStatus>Paid</BookingStatus>
      </>,
    );
    const classes = (text: string) => screen.getByText(text).className.split(' ');
    expect(classes('Prasad sent')).toEqual([styles.status, styles.statusDone]);
    expect(classes('Held')).toEqual([styles.status, styles.statusWaiting]);
    expect(classes('Expired')).toEqual([styles.status, styles.statusEnded]);
    expect(classes('Paid')).toEqual([styles.status]);
  });
});
