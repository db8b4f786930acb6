/** The REST request every throughput benchmark sends. */
export const COMPARISON_URL =
  '/v1/comparison?expression=numberOfItems&wealthYours=100K&wealthTheirs=1T&typeOfItem=house';
