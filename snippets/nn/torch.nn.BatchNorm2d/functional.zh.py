import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(8, 3, 4, 4)
running_mean, running_var = torch.zeros(3), torch.ones(3)

# training 默认为 False：使用滑动统计量，且不修改它们
F.batch_norm(x, running_mean, running_var)
print(running_mean)

# training=True 时用批次统计量归一化，并原地更新这些缓冲区
F.batch_norm(x, running_mean, running_var, training=True, momentum=0.1)
print(running_mean)
