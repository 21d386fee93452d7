export const prometheusKeys = {
  all: ['prometheus'] as const,
  /** When each room of a facility last had a reading. */
  roomLatest: (facilityId: string) => [...prometheusKeys.all, 'room-latest', facilityId] as const,
  room: (roomId: string) => [...prometheusKeys.all, 'room', roomId] as const,
  series: (roomId: string, range: object) => [...prometheusKeys.room(roomId), 'series', range] as const,
  daily: (roomId: string, range: object) => [...prometheusKeys.room(roomId), 'daily', range] as const,
  bands: (roomId: string) => [...prometheusKeys.room(roomId), 'bands'] as const,
  insights: (roomId: string, range: object) => [...prometheusKeys.room(roomId), 'insights', range] as const,
  alerts: (roomId: string) => [...prometheusKeys.room(roomId), 'alerts'] as const,
};
