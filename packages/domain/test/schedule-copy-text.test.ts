import { describe, expect, it } from 'vitest';
import { escapeHtml, formatPortTime, routeAsHtml, routeAsText, SCHEDULE_DISCLAIMER } from '../src/index.ts';
import { hamburgSantos } from './schedule-route-fixture.ts';

describe('schedule copy text', () => {
  it('starts with the booking-request greeting and ends with the disclaimer of spec 000 §9', () => {
    const text = routeAsText(hamburgSantos());
    expect(text.startsWith('Dear Sirs,\n')).toBe(true);
    expect(text.trimEnd().endsWith(SCHEDULE_DISCLAIMER)).toBe(true);
    expect(SCHEDULE_DISCLAIMER).toBe(
      'ETS/ETA dates, ports and rotations are for information only, not legally binding and subject to change without notice.',
    );
  });

  it('asks for equipment type, commodity, weight, pick up depot, pick up date and agreement number', () => {
    const text = routeAsText(hamburgSantos());
    for (const field of [
      'Equipment type',
      'Commodity',
      'Weight',
      'Pick up depot',
      'Pick up date',
      'Agreement number',
    ]) {
      expect(text).toContain(`\n${field}: `);
    }
  });

  it('names ports, vessels and closings with times in port-local time', () => {
    const text = routeAsText(hamburgSantos());
    expect(text).toContain('Carrier: HAPAG-LLOYD');
    expect(text).toContain('Routing: DEHAM - ESALG - BRSSZ');
    expect(text).toContain('Transit time: 23 days');
    // 18:00 UTC in Hamburg (UTC+2) is 20:00; 04:00 UTC in Santos (UTC-3) is 01:00.
    expect(text).toContain(
      'Port of loading: Hamburg, DE (DEHAM), Container Terminal Altenwerder, ETS 05.05.2026 20:00',
    );
    expect(text).toContain('Vessel / voyage: SANTOS EXPRESS / 2619S\n');
    expect(text).toContain(
      'Transshipment: Algeciras, ES (ESALG), ETA 15.05.2026 06:00, ETS 17.05.2026 20:00',
    );
    expect(text).toContain('Vessel / voyage: ZIM ATLANTIC / 2620Z (ZIM)');
    expect(text).toContain('Port of discharge: Santos, BR (BRSSZ), ETA 28.05.2026 01:00');
    expect(text).toContain(
      'Closings:\nDocumentation cut-off: 02.05.2026 20:00\nVGM cut-off: 03.05.2026 20:00',
    );
  });

  it('leaves the closings block out when there are none', () => {
    expect(routeAsText(hamburgSantos({ deadlines: [] }))).not.toContain('Closings');
  });

  it('builds the same request as HTML with escaped values', () => {
    const html = routeAsHtml(hamburgSantos({ service: 'Europe <Express> & "South"' }));
    expect(html).toContain('<p>Dear Sirs,</p>');
    expect(html).toContain('Europe &lt;Express&gt; &amp; &quot;South&quot;');
    expect(html).not.toContain('<Express>');
    expect(html).toContain('Pick up depot');
    expect(html).toContain('Agreement number');
    expect(html).toContain(SCHEDULE_DISCLAIMER);
    expect(html).toContain('05.05.2026 20:00');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('formats a time on the port clock whatever the offset sign', () => {
    expect(formatPortTime('2026-01-01T00:30:00.000Z', -210)).toBe('31.12.2025 21:00');
    expect(formatPortTime('2026-01-01T00:30:00.000Z', 330)).toBe('01.01.2026 06:00');
  });
});
