import torch

scores = torch.zeros(2, 3, 5)
q = torch.ones(2, 3, 4)  # 批次大小为 2
k = torch.ones(3, 4, 5)  # 批次大小为 3：一个 epoch 的最后一个批次较小

out = torch.baddbmm(scores, q, k)
