import struct

import torch

raw = bytearray(struct.pack("<3i", 1, 2, 3))
print(torch.frombuffer(raw, dtype=torch.int32, offset=4))   # skip one int32 = 4 bytes
torch.frombuffer(raw, dtype=torch.int32, offset=1)          # meant "skip one element"
