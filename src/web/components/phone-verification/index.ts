export { PhoneVerificationCard, type PhoneVerificationCardProps } from './phone-verification-card';
