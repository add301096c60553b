import torch

loss = torch.tensor([1.0, float("nan"), float("inf")])
bad = torch.isposinf(loss) | torch.isneginf(loss)
print(bad)                       # the nan is not flagged
print(~torch.isfinite(loss))     # catches inf and nan
