/** A news or pop-up block's data items (002 §3 Block: text or image) in order. */
import { asList, field, type Entity } from '../../data';
import { Img, Rich } from '../blocks/common';

export function BlockBody({ content }: { content: Entity }) {
  return (
    <>
      {asList(content.data).map((item, i) =>
        field(item, 'type') === 'image' ? <Img key={i} image={item.value} sizes="(min-width: 40rem) 36rem, 100vw" className="t-overlay-dialog__image" /> : <Rich key={i} html={item.value} />,
      )}
    </>
  );
}
