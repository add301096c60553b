import warnings

import torch

warnings.simplefilter("always")
# 1.0 之前代码中的旧式参数
criterion = torch.nn.MSELoss(size_average=False)
print(criterion.reduction)
