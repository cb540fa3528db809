/** The quote screens pick from the shared reference lists. */
export {
  useCarriers,
  useClients,
  useCommodityTypes,
  useContainerTypes,
  usePickupLocations,
  useStaffUsers,
  type ClientOption,
  type CommodityOption,
  type ContainerTypeOption,
  type PickupLocationOption,
  type UserOption,
} from '../../lib/reference-data.ts';
