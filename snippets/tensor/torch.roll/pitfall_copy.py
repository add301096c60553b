import torch

buffer = torch.arange(4)
shifted = buffer.roll(1)
shifted[0] = 100
print(buffer)                 # roll returns a copy: buffer is untouched

buffer.roll(1)                # the result is discarded; there is no roll_
print(buffer)
buffer = buffer.roll(1)
print(buffer)
