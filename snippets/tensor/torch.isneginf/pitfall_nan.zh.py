import torch

loss = torch.tensor([1.0, float("nan"), float("inf")])
bad = torch.isposinf(loss) | torch.isneginf(loss)
print(bad)                       # nan 没有被标出来
print(~torch.isfinite(loss))     # inf 和 nan 都能查出
