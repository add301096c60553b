import torch

values = torch.arange(10.0)
lo, hi = torch.tensor([2]), torch.tensor([7])
mid = (lo + hi) / 2  # 真除法得到 float32
print(mid.dtype)
values[mid]
