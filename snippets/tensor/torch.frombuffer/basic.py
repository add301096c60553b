import array
import struct

import torch

raw = bytearray(struct.pack("<4f", 1.0, 2.0, 3.0, 4.0))   # 16 bytes, little-endian float32
t = torch.frombuffer(raw, dtype=torch.float32)
print(t, t.shape)

# offset is in bytes, count in elements
print(torch.frombuffer(raw, dtype=torch.float32, offset=4, count=2))

# no copy: the tensor and the buffer share memory
t[0] = 10.0
print(struct.unpack("<f", raw[:4])[0])

# any object with the buffer protocol works, e.g. array.array
a = array.array("i", [7, 8, 9])
print(torch.frombuffer(a, dtype=torch.int32))
