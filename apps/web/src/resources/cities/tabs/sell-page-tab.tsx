/** The city's sell-page tab: sellImages and sellVideo (through assets/upload). Placeholder until the media kit lands. */
export function CitySellPageTab({ cityId }: { cityId: number }) {
  return <div data-testid="city-sell-page-tab">Sell page of city {cityId}</div>;
}
