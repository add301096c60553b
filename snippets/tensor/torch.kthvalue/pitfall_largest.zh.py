import torch

scores = torch.tensor([0.3, 0.9, 0.5, 0.7])
# 想要第 2 大却写了 k=2，得到的是第 2 小
print(scores.kthvalue(2).values)
# 第 k 大等于第 n-k+1 小，或者用 topk
print(scores.kthvalue(scores.numel() - 2 + 1).values)
print(scores.topk(2).values[-1])
