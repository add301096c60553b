import struct

import torch

raw = bytearray(struct.pack("<3i", 1, 2, 3))
print(torch.frombuffer(raw, dtype=torch.int32, offset=4))   # 跳过一个 int32 = 4 字节
torch.frombuffer(raw, dtype=torch.int32, offset=1)          # 本意是“跳过一个元素”
