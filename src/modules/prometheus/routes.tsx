// Prometheus's routes (spec-1 §2). Replace a placeholder with a lazy page to build a screen.
import type { RouteObject } from 'react-router-dom';
import { moduleIndex, placeholder } from '@/components/lazy-routes';

export const prometheusRoutes: RouteObject[] = [
  moduleIndex('prometheus'),
  placeholder('prometheus2'),
  placeholder('prometheus3'),
  placeholder('prometheus4'),
];
