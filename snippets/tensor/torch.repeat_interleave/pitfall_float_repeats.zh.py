import torch

x = torch.tensor([10, 20])
counts = torch.tensor([1.0, 2.0])              # 比如由除法算出来的
print(x.repeat_interleave(counts.long()))
x.repeat_interleave(counts)
