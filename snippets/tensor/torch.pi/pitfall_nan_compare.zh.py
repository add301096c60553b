import torch

loss = torch.tensor([0.5, torch.nan, 0.2])

print(loss == torch.nan)             # NaN 与任何值都不相等，包括它自己
print((loss == torch.nan).any())
print(torch.isnan(loss))             # 这才是有效的判断方式
