import torch

x = torch.tensor([0.3, float("nan"), 0.8])

print(torch.histc(x, bins=2, min=0, max=1))   # 显式给出范围：NaN 被跳过
torch.histc(x, bins=2)                        # 范围取自数据：min 和 max 都是 NaN
