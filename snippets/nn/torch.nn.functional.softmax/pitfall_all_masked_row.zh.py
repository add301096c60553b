import torch
import torch.nn.functional as F

scores = torch.tensor([[0.5, 1.0, 2.0],
                       [0.5, 1.0, 2.0]])
mask = torch.tensor([[True, True, False],
                     [False, False, False]])  # 第二行：全部不允许

masked = scores.masked_fill(~mask, float("-inf"))
print(F.softmax(masked, dim=-1))  # 被完全屏蔽的那一行变成 nan
