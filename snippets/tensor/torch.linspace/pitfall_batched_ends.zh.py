import torch

x = torch.tensor([[0.0, 10.0],
                  [2.0, 30.0]])
lo, hi = x.min(dim=0).values, x.max(dim=0).values
print(lo, hi)
torch.linspace(lo, hi, 5)   # 不支持每列各用一个区间
