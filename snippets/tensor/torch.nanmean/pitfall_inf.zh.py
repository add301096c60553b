import torch

x = torch.tensor([1.0, float("inf"), float("nan")])
# 不会报错：只跳过 NaN，inf 仍然参与
print(x.nanmean())
finite = x[x.isfinite()]
print(finite.mean())
