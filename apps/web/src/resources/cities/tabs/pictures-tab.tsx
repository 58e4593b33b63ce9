/** The city's pictures tab (part 1 §2, §4 picture categories), built from the media kit. Placeholder until the media kit lands. */
export function CityPicturesTab({ cityId }: { cityId: number }) {
  return <div data-testid="city-pictures-tab">Pictures of city {cityId}</div>;
}
