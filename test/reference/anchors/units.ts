// Lengths in metres. The speed of light and the light-year are exact by definition; the astronomical
// unit is exact since IAU 2012 Resolution B2.

export const SPEED_OF_LIGHT_M_PER_S = 299_792_458;
const SECONDS_PER_DAY = 86_400;
/** The IAU light-year uses the Julian year of 365.25 days. */
export const LIGHT_YEAR_M = SPEED_OF_LIGHT_M_PER_S * SECONDS_PER_DAY * 365.25;
export const ASTRONOMICAL_UNIT_M = 149_597_870_700;
/** IAU 2015 Resolution B2: one parsec is exactly 648,000/π astronomical units. */
const PARSEC_M = (648_000 / Math.PI) * ASTRONOMICAL_UNIT_M;

export const km = (kilometres: number): number => kilometres * 1000;
export const lightSeconds = (seconds: number): number => seconds * SPEED_OF_LIGHT_M_PER_S;
export const lightDays = (days: number): number => lightSeconds(days * SECONDS_PER_DAY);
export const lightYears = (years: number): number => years * LIGHT_YEAR_M;
export const astronomicalUnits = (au: number): number => au * ASTRONOMICAL_UNIT_M;
export const parsecs = (pc: number): number => pc * PARSEC_M;
