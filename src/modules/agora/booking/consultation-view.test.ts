import { describe, expect, it } from 'vitest';
import { canManage, cancelledByLabel, durationMinutes, isOpen, viewerSide } from './consultation-view';

const k = { client_id: 'client', cancelled_by: null as string | null, consultant: { user_id: 'consultant' } };

describe('viewerSide', () => {
  it('tells the client, the consultant and anyone else apart', () => {
    expect(viewerSide(k, 'client')).toBe('client');
    expect(viewerSide(k, 'consultant')).toBe('consultant');
    expect(viewerSide(k, 'admin')).toBe('other');
    expect(viewerSide(k, null)).toBe('other');
    expect(viewerSide({ ...k, consultant: null }, 'consultant')).toBe('other');
  });
});

describe('cancelledByLabel', () => {
  it('names the viewer "you" and the other side by role', () => {
    expect(cancelledByLabel({ ...k, cancelled_by: 'client' }, 'client')).toBe('you');
    expect(cancelledByLabel({ ...k, cancelled_by: 'client' }, 'consultant')).toBe('the client');
    expect(cancelledByLabel({ ...k, cancelled_by: 'consultant' }, 'client')).toBe('the consultant');
  });

  it('says nothing when nobody or an unknown user cancelled', () => {
    expect(cancelledByLabel(k, 'client')).toBeNull();
    expect(cancelledByLabel({ ...k, cancelled_by: 'admin' }, 'client')).toBeNull();
  });
});

describe('what each side may do', () => {
  it('lets both sides manage a scheduled consultation, only the consultant one in progress', () => {
    expect(canManage('client', 'scheduled')).toBe(true);
    expect(canManage('consultant', 'scheduled')).toBe(true);
    expect(canManage('consultant', 'in_progress')).toBe(true);
    expect(canManage('client', 'in_progress')).toBe(false);
    expect(canManage('other', 'scheduled')).toBe(false);
    expect(canManage('consultant', 'completed')).toBe(false);
  });

  it('keeps a scheduled or running consultation open, nothing else', () => {
    expect(isOpen('scheduled')).toBe(true);
    expect(isOpen('in_progress')).toBe(true);
    expect(isOpen('completed')).toBe(false);
    expect(isOpen('cancelled')).toBe(false);
  });

  it('measures the length in whole minutes', () => {
    expect(durationMinutes({ start_time: '2026-01-05T15:00:00Z', end_time: '2026-01-05T16:30:00Z' })).toBe(
      90,
    );
  });
});
