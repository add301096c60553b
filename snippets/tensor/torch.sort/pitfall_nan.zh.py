import torch

x = torch.tensor([0.5, float("nan"), -1.0, 2.0])

print(x.sort().values)                    # NaN 排在所有数字之后
print(x.sort(descending=True).values)     # 降序时则排在最前
