import type { RouteObject } from 'react-router-dom';
import { HomePage } from './HomePage';

export const publicRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];
