import { describe, expect, it, vi } from 'vitest';
import { createTelemetry, toError, type TelemetrySink } from './telemetry.ts';

function recordingSink() {
  return { trace: vi.fn(), exception: vi.fn(), event: vi.fn() } satisfies TelemetrySink;
}

describe('telemetry', () => {
  it('sends information and warning as traces', () => {
    const sink = recordingSink();
    const telemetry = createTelemetry(sink);
    telemetry.info('hello', { a: 1 });
    telemetry.warn('careful');
    expect(sink.trace.mock.calls).toEqual([
      ['hello', 'information', { a: 1 }],
      ['careful', 'warning', {}],
    ]);
    expect(sink.exception).not.toHaveBeenCalled();
  });

  it('sends error and critical as exceptions', () => {
    const sink = recordingSink();
    const telemetry = createTelemetry(sink);
    telemetry.error(new Error('boom'));
    telemetry.critical('worse', { screen: '/set' });
    expect(sink.exception.mock.calls.map(([error, level, props]) => [error.message, level, props])).toEqual([
      ['boom', 'error', {}],
      ['worse', 'critical', { screen: '/set' }],
    ]);
  });

  it('sends named events with their properties', () => {
    const sink = recordingSink();
    createTelemetry(sink).event('HelpTicketCreated', { key: 'HELP-1' });
    expect(sink.event).toHaveBeenCalledWith('HelpTicketCreated', { key: 'HELP-1' });
  });

  it('keeps the message of anything thrown', () => {
    expect(toError({ code: 7 }).message).toBe('{"code":7}');
    expect(toError('text').message).toBe('text');
  });
});
