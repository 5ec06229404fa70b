import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $strings } from './strings';

// The primary logo then 3 alternates, then the text (spec 1 section 2.2).
const LOGO_PATHS = ['/images/logo.png', '/images/logo.svg', '/assets/images/logo.png', '/logo.png'];

/** The logo image, falling back through the alternate paths and finally to the text LAPASAR. */
export function Logo({ src, imageClass, textClass }: { src?: string; imageClass: string; textClass: string }) {
  const strings = useStore($strings);
  const paths = src ? [src, ...LOGO_PATHS.slice(1)] : LOGO_PATHS;
  const [attempt, setAttempt] = useState(0);
  if (attempt >= paths.length)
    return (
      <span className={textClass} part="logo">
        {strings.logoText}
      </span>
    );
  return <img className={imageClass} part="logo" src={paths[attempt]} alt={strings.logoAlt} onError={() => setAttempt(attempt + 1)} />;
}
