import torch

x = torch.tensor([1.0, float("nan")])

print(torch.equal(x, x))                              # NaN != NaN，即使是同一个张量
print(torch.allclose(x, x.clone(), equal_nan=True))   # 把相同位置上的 NaN 视为相等
