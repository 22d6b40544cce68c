export { AddressInput, type AddressInputProps, type PickedAddress } from './AddressInput';
