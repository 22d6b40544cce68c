export { PhoneVerificationCard, type PhoneVerificationCardProps } from './PhoneVerificationCard';
