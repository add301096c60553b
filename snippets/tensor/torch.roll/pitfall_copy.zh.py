import torch

buffer = torch.arange(4)
shifted = buffer.roll(1)
shifted[0] = 100
print(buffer)                 # roll 返回的是副本：buffer 没有被改动

buffer.roll(1)                # 结果被丢弃了；并没有 roll_
print(buffer)
buffer = buffer.roll(1)
print(buffer)
