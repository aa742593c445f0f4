/** What an imported package supplies the body converter: its stored images and files (figureImages.ts). */

export interface StoredImage {
  /** Address of the default rendition (the largest width up to 960 pixels). */
  src: string;
  /** Every rendition, narrowest first, for srcset. */
  renditions: Array<{ url: string; width: number }>;
  /** Pixel size of the widest rendition: the img's width and height, so nothing shifts when it loads. */
  width: number;
  height: number;
  original: { url: string; bytes: number; format: string };
}

/** A media or supplementary file, stored as delivered. */
export interface StoredFile {
  url: string;
  /** Its name in the package, as a reader downloads it. */
  name: string;
  bytes: number;
}

/** What the body converter may link to: the package's converted images and its other files, by href. */
export interface BodyAssets {
  images?: Map<string, StoredImage>;
  files?: Map<string, StoredFile>;
}
