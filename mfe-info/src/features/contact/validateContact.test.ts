import { describe, expect, it } from 'vitest';
import { trimContact, validateContact, type ContactFields } from './validateContact.ts';

const valid: ContactFields = {
  name: 'Priya Natarajan',
  email: 'priya.natarajan@iitm.ac.in',
  subject: 'Status of paper IJCRI-2025-V4I2-011',
  message: 'Could you tell me whether the reviewers have returned their reports?',
};

describe('validateContact', () => {
  it('accepts a complete, valid message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('asks for every empty field', () => {
    expect(validateContact({ name: '', email: '  ', subject: '', message: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please enter a subject.',
      message: 'Please enter your message.',
    });
  });

  it('applies the minimum and maximum lengths, counting without surrounding spaces', () => {
    expect(validateContact({ ...valid, name: ' A ' }).name).toBe('Your name must be at least 2 characters.');
    expect(validateContact({ ...valid, name: 'A'.repeat(101) }).name).toBe('Your name must be at most 100 characters.');
    expect(validateContact({ ...valid, name: 'Al' }).name).toBeUndefined();
    expect(validateContact({ ...valid, subject: 'Hi' }).subject).toBe('The subject must be at least 3 characters.');
    expect(validateContact({ ...valid, subject: 'S'.repeat(151) }).subject).toBe(
      'The subject must be at most 150 characters.',
    );
    expect(validateContact({ ...valid, message: 'Too short' }).message).toBe(
      'Your message must be at least 10 characters.',
    );
    expect(validateContact({ ...valid, message: 'M'.repeat(5001) }).message).toBe(
      'Your message must be at most 5,000 characters.',
    );
    expect(validateContact({ ...valid, message: 'M'.repeat(5000) }).message).toBeUndefined();
  });

  it('rejects addresses a mail server would refuse', () => {
    for (const email of [
      'priya',
      'priya@',
      '@iitm.ac.in',
      'priya@iitm',
      'priya natarajan@iitm.ac.in',
      'priya@@iitm.ac.in',
      'priya@iitm..in',
    ]) {
      expect(validateContact({ ...valid, email }).email, email).toBe(
        'Please enter a valid email address, for example name@university.edu.',
      );
    }
    expect(validateContact({ ...valid, email: 'p.n+ijcri@cs.ox.ac.uk' }).email).toBeUndefined();
  });
});

describe('trimContact', () => {
  it('removes surrounding spaces from every field', () => {
    expect(trimContact({ name: ' Priya ', email: ' p@x.org ', subject: ' Hello ', message: '\nText here.\n' })).toEqual(
      {
        name: 'Priya',
        email: 'p@x.org',
        subject: 'Hello',
        message: 'Text here.',
      },
    );
  });
});
