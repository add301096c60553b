import torch

scores = torch.tensor([0.5, 1.5, 2.5])

print(torch.logsumexp(scores, dim=0))    # dim 没有默认值
torch.logsumexp(scores)                  # 与 sum 或 mean 不同，这里会报错
