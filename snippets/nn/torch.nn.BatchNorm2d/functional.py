import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(8, 3, 4, 4)
running_mean, running_var = torch.zeros(3), torch.ones(3)

# training defaults to False: running statistics are used and left unchanged
F.batch_norm(x, running_mean, running_var)
print(running_mean)

# training=True normalises with the batch statistics and updates the buffers in place
F.batch_norm(x, running_mean, running_var, training=True, momentum=0.1)
print(running_mean)
