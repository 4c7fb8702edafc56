/** DOM-04: the domain logo (logoUrl), alt text the domain title. */
export function BrandLogo({ logoUrl, title, height }: { logoUrl: string; title: string; height: number }) {
  return <img src={logoUrl} alt={title} style={{ height, width: 'auto', maxWidth: '100%', display: 'block' }} />;
}
