import { Button as PrimeButton, type ButtonProps as PrimeButtonProps } from 'primereact/button';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'outlined' | 'text';
export type ButtonSize = 'small' | 'normal' | 'large';

function variantClass(variant: ButtonVariant): string {
  switch (variant) {
    case 'secondary':
      return 'p-button-secondary';
    case 'outlined':
      return 'p-button-outlined';
    case 'text':
      return 'p-button-text';
    default:
      return '';
  }
}

function sizeClass(size: ButtonSize): string {
  return size === 'small' ? 'p-button-sm' : size === 'large' ? 'p-button-lg' : '';
}

export type ButtonProps = Omit<PrimeButtonProps, 'size' | 'outlined' | 'text' | 'severity'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** PrimeReact's Button in the house style: square-ish corners, indigo, one size scale. */
export function Button({ variant = 'primary', size = 'normal', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['wb-button', variantClass(variant), sizeClass(size), className].filter(Boolean).join(' ');
  return <PrimeButton type={type} className={classes} {...rest} />;
}

export type LinkButtonProps = Omit<LinkProps, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: string;
  iconPos?: 'left' | 'right';
  className?: string;
  children: ReactNode;
};

/** A router link that looks like a {@link Button}; use it for navigation, never a button with onClick. */
export function LinkButton({ variant = 'primary', size = 'normal', icon, iconPos = 'left', className, children, ...rest }: LinkButtonProps) {
  const classes = ['p-button', 'p-component', 'wb-button', 'wb-link-button', variantClass(variant), sizeClass(size), className]
    .filter(Boolean)
    .join(' ');
  const iconNode = icon ? <i className={`${icon} p-button-icon p-button-icon-${iconPos}`} aria-hidden="true" /> : null;
  return (
    <Link className={classes} {...rest}>
      {iconPos === 'left' && iconNode}
      <span className="p-button-label">{children}</span>
      {iconPos === 'right' && iconNode}
    </Link>
  );
}
