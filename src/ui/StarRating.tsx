import React from "react";
import Star from "lucide-react/icons/star";

/** Stars out of five, announced as one image with a label such as "5 out of 5 stars". */
export const StarRating = ({ rating, label }: { rating: number; label: string }) => (
  <div role="img" aria-label={label} className="flex gap-1">
    {[1, 2, 3, 4, 5].map((star) => (
      <Star
        key={star}
        aria-hidden="true"
        className={`size-5 ${star <= rating ? "fill-brand-400 text-brand-400" : "text-slate-600"}`}
      />
    ))}
  </div>
);
