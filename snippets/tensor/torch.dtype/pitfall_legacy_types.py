import torch

x = torch.tensor([1, 2])
print(x.type(), isinstance(x, torch.LongTensor))   # legacy names still answer...
print(torch.LongTensor([1.9, -1.9]))               # ...but cast silently (truncation)
print(x.dtype == torch.int64)                      # the modern check
torch.FloatTensor([1.0], device="cuda")            # and they are CPU-only types
