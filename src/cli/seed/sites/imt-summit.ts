import { breadcrumb, column, hero, heading, n, page, richText, row, table } from '../build';
import type { DemoDocument } from '../types';

const site = 'imt';
const path = '/events/servicing-summit';

const SESSIONS = [
  'Loss mitigation after forbearance: what examiners ask for',
  'Servicing APIs workshop: boarding a loan in ten calls',
  'Automated lien release: meeting 30-day state deadlines',
  'Bankruptcy case tracking with proof-of-claim data',
  'Customer service: chat, call and portal in one record',
];

/**
 * The servicing summit's registration page: an image-only hero, the agenda and the form side by
 * side in flex columns, and the registration form (issue 25 point 7: kinds no demo page used).
 */
export function servicingSummit(): DemoDocument {
  return page({
    site,
    path,
    title: 'Servicing Summit 2027',
    description: 'Two days of sessions and workshops for mortgage servicers in Dallas, April 20 and 21, 2027. Register for the sessions you want to attend.',
    main: [
      hero({
        variant: 'image-only',
        heading: 'Servicing Summit 2027',
        imageSrc: '/static/img/hero-mortgage.svg',
        imageAlt: 'Rows of green house shapes on rolling ground, the summit’s artwork',
        imageHeight: 250,
      }),
      breadcrumb(['Home', '/'], ['Servicing Summit 2027', path]),
      richText(
        '<p>The Servicing Summit brings servicing, default and technology teams together on April 20 and 21, 2027, at the Fairmont Dallas. ' +
          'Sessions are led by our product teams and by servicers who run the products every day. Attendance is free for customers; seats in each workshop are limited.</p>',
      ),
      row(
        [
          column([
            heading('Agenda'),
            richText(
              table({
                caption: 'Sessions, Central Time',
                head: ['Day', 'Time', 'Session'],
                rows: [
                  ['April 20', '9:00 a.m.', SESSIONS[0]!],
                  ['April 20', '11:00 a.m.', SESSIONS[1]!],
                  ['April 20', '2:00 p.m.', SESSIONS[2]!],
                  ['April 21', '9:00 a.m.', SESSIONS[3]!],
                  ['April 21', '11:00 a.m.', SESSIONS[4]!],
                ],
              }),
            ),
            richText('<p>Each workshop seats 40. Breakfast is served from 8:00 a.m.; the summit closes at 1:00 p.m. on April 21.</p>'),
          ]),
          column([
            heading('Register'),
            richText('<p>Tick the sessions you plan to attend; we confirm your seats by e-mail within two business days.</p>'),
            n('registration-form', {
              formName: 'Servicing Summit 2027 registration',
              eventCode: 'IMT-SUMMIT-2027',
              sessions: SESSIONS.map((label) => ({ label })),
              buttonLabel: 'Register',
              emailTo: 'events@imt.example',
            }),
          ]),
        ],
        { basis: ['24rem', '20rem'] },
      ),
    ],
  });
}
