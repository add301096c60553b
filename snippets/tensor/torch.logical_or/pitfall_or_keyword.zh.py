import torch

x = torch.tensor([-2.0, 0.5, 3.0])

print((x < -1) | (x > 1))
outlier = (x < -1) or (x > 1)    # `or` 需要单个真值
