import type { FeedbackStatus, FeedbackType } from '../schemas';

export interface FeedbackFilters {
  type: FeedbackType | 'all';
  status: FeedbackStatus | 'all';
}

export const feedbackKeys = {
  all: ['feedback'] as const,
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (filters: FeedbackFilters) => [...feedbackKeys.lists(), filters] as const,
};
