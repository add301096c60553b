import torch

scores = torch.zeros(1, 3, 5)  # 本意是在批次维度上广播
q = torch.ones(2, 3, 4)
k = torch.ones(2, 4, 5)

scores.baddbmm_(q, k)
