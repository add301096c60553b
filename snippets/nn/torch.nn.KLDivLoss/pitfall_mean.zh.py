import warnings

import torch

warnings.simplefilter("always")
p = torch.tensor([[0.7, 0.2, 0.1],
                  [0.1, 0.1, 0.8]])
q = torch.tensor([[0.5, 0.3, 0.2],
                  [0.3, 0.3, 0.4]])

# 默认 reduction='mean'：除以 N * C = 6 而不是 N = 2，并发出警告
print(torch.nn.KLDivLoss()(q.log(), p))
print(torch.nn.KLDivLoss(reduction="batchmean")(q.log(), p))  # 每个样本真正的 KL 散度
