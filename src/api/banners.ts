import { request } from './client';
import type { Banner } from './types';

/** GET /banners/home (a bare array). */
export function homeBanners(): Promise<Banner[]> {
  return request<Banner[]>('/banners/home');
}
