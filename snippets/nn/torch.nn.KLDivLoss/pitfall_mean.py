import warnings

import torch

warnings.simplefilter("always")
p = torch.tensor([[0.7, 0.2, 0.1],
                  [0.1, 0.1, 0.8]])
q = torch.tensor([[0.5, 0.3, 0.2],
                  [0.3, 0.3, 0.4]])

# default reduction='mean': divides by N * C = 6, not by N = 2, and warns
print(torch.nn.KLDivLoss()(q.log(), p))
print(torch.nn.KLDivLoss(reduction="batchmean")(q.log(), p))  # the true KL per sample
