'use client';

import { useCallback, useState, type ReactNode } from 'react';
import type { Booking } from '@/lib/scheduling';
import { ContactForm } from './contact-form';
import { SchedulingWidget } from './scheduling-widget';

/**
 * Shares the visitor's name and email between the form and the booking widget. The firm's address,
 * reply time, booking page and the drawings' retention come from the page (lib/content/ on the server), so the browser's
 * script carries only these values, not the firm's whole record.
 */
export function ContactWorkspace({
  info,
  schedulerIntro,
  email,
  filesNote,
  responseTime,
  booking,
}: {
  info: ReactNode;
  schedulerIntro: ReactNode;
  email: string;
  filesNote: ReactNode;
  responseTime: string;
  booking: Booking;
}) {
  const [identity, setIdentity] = useState({ name: '', email: '' });
  const onIdentityChange = useCallback(
    (name: string, email: string) =>
      setIdentity((prev) => (prev.name === name && prev.email === email ? prev : { name, email })),
    [],
  );
  return (
    <>
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="form-heading" className="card p-6 sm:p-8">
          <h2 id="form-heading" className="text-2xl font-bold text-navy-900">Request a quote</h2>
          <p className="mt-2 text-muted">Tell us about the project and the deadline. {responseTime}</p>
          <div className="mt-6">
            <ContactForm email={email} filesNote={filesNote} onIdentityChange={onIdentityChange} />
          </div>
        </section>
        {info}
      </div>
      <section id="book" aria-labelledby="book-heading" className="mt-16 scroll-mt-28">
        {schedulerIntro}
        <div className="mt-6">
          <SchedulingWidget name={identity.name} email={identity.email} booking={booking} />
        </div>
      </section>
    </>
  );
}
