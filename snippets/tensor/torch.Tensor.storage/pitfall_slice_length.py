import torch

x = torch.arange(6, dtype=torch.float32)
tail = x[2:]                          # 4 elements

s = tail.storage()
print(tail.numel(), len(s))           # the storage is the whole buffer: 6
print(s[0], tail[0].item())           # index 0 is x[0], not tail[0]
print(s[tail.storage_offset()])       # the slice starts at its storage_offset
