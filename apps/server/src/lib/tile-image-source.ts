/**
 * The Content-Security-Policy `img-src` source a plain-http MAP_TILES_URL needs (an office's own tile server); https
 * templates are covered by `https:` already. `{s}` (Leaflet's subdomains) becomes a wildcard host.
 * @example
 * tileImageSource('http://{s}.tiles.office.lan:8080/{z}/{x}/{y}.png') // 'http://*.tiles.office.lan:8080'
 * tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png') // undefined
 */
export function tileImageSource(template: string): string | undefined {
  if (!template.startsWith('http:')) return undefined;
  const url = new URL(template.replaceAll('{s}', 'subdomain').replace(/\{[^}]*\}/g, '0'));
  return `http://${url.host.replace(/^subdomain(?=\.)/, '*')}`;
}
