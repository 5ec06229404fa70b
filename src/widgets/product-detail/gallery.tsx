import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { fill } from '../../lib/fill';
import * as styles from './product-detail.css';
import { $strings } from './strings';

/** The product images: one large, the others as thumbnails; a broken image shows a placeholder. */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useStore($strings);
  const [shown, setShown] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const current = images[shown];
  const markBroken = (src: string) => setBroken((set) => new Set(set).add(src));
  return (
    <div className={styles.gallery} part="gallery" role="group" aria-label={t.gallery}>
      {current && !broken.has(current) ? (
        <img
          className={styles.mainImage}
          src={current}
          alt={fill(t.imageOf, { name, n: shown + 1, m: images.length })}
          onError={() => markBroken(current)}
        />
      ) : (
        <div className={styles.mainPlaceholder} role="img" aria-label={t.imageMissing} part="image-placeholder">
          {t.imageMissing}
        </div>
      )}
      {images.length > 1 && (
        <div className={styles.thumbs}>
          {images.map((src, index) => (
            <button
              key={src}
              type="button"
              className={styles.thumb}
              aria-label={fill(t.showImage, { n: index + 1 })}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => setShown(index)}
            >
              {broken.has(src) ? <span className={styles.thumbPlaceholder} /> : <img src={src} alt="" onError={() => markBroken(src)} />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
