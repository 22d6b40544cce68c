export { AddressInput, type AddressInputProps, type PickedAddress } from './address-input';
export { EMPTY_ADDRESS, pickedAddress, type AddressValue } from './address-value';
