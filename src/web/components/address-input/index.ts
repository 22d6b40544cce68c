export { AddressInput, type AddressInputProps, type PickedAddress } from './address-input';
