import warnings

import torch

warnings.simplefilter("always")
# Old-style argument from pre-1.0 code
criterion = torch.nn.MSELoss(size_average=False)
print(criterion.reduction)
