import { z } from 'zod';

const optionalText = z.string().optional();

/** The subset of Photon's GeoJSON feature properties we read; unknown keys are ignored. */
export const photonPropertiesSchema = z.object({
  osm_id: z.number(),
  osm_type: z.string(),
  osm_key: optionalText,
  osm_value: optionalText,
  type: optionalText,
  name: optionalText,
  housenumber: optionalText,
  street: optionalText,
  postcode: optionalText,
  city: optionalText,
  district: optionalText,
  county: optionalText,
  state: optionalText,
  country: optionalText,
  countrycode: optionalText,
  extent: z.array(z.number()).optional(),
});
export type PhotonProperties = z.infer<typeof photonPropertiesSchema>;

export const photonFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number(), z.number()]).rest(z.number()),
  }),
  properties: photonPropertiesSchema,
});
export type PhotonFeature = z.infer<typeof photonFeatureSchema>;

export const photonCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(photonFeatureSchema),
});
export type PhotonCollection = z.infer<typeof photonCollectionSchema>;
