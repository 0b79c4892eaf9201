// A street address ("2nd Floor, Chakkalakal Building, Panampilly Nagar") that wraps only between
// its comma-separated parts, so no line ends on half a place name.
import { Fragment } from "react";

export function StreetLines({ street }: { street: string }) {
  const parts = street.split(", ");
  return parts.map((part, i) => {
    const last = i === parts.length - 1;
    return (
      <Fragment key={part}>
        <span className="address-part">{last ? part : `${part},`}</span>
        {last ? null : " "}
      </Fragment>
    );
  });
}
