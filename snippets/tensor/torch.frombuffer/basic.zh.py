import array
import struct

import torch

raw = bytearray(struct.pack("<4f", 1.0, 2.0, 3.0, 4.0))   # 16 字节，小端序 float32
t = torch.frombuffer(raw, dtype=torch.float32)
print(t, t.shape)

# offset 以字节为单位，count 以元素为单位
print(torch.frombuffer(raw, dtype=torch.float32, offset=4, count=2))

# 不复制：张量与缓冲区共享内存
t[0] = 10.0
print(struct.unpack("<f", raw[:4])[0])

# 任何支持缓冲区协议的对象都可以，例如 array.array
a = array.array("i", [7, 8, 9])
print(torch.frombuffer(a, dtype=torch.int32))
