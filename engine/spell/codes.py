"""The codes of a sweep's state (``frontier``): one byte per frontier slot, then the ends' byte.

  FREE   no link taken
  DONE   two links taken
  TERM   one link taken, and the other end of its piece has left as an end of the path
  below ``ENDS``, the slot of the node at the other end of its piece
  PLAIN  (``parts`` only) the other end of a piece is in a slot that touches the main part only
The last byte of a state is ``ENDS`` + the path's ends that have left (at most 2).
FREE and DONE are the two highest codes (``frontier._prune_chunk`` tells them by ``>= DONE``):

>>> [x for x in range(256) if x >= DONE] == sorted([FREE, DONE])
True
"""

FREE, DONE, TERM, PLAIN = 255, 254, 253, 252
ENDS = 250
