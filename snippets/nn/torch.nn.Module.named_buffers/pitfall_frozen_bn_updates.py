import torch
from torch import nn

bn = nn.BatchNorm1d(2)
bn.requires_grad_(False)  # freezes weight and bias only
print([name for name, b in bn.named_buffers() if b.requires_grad])

bn(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))  # still in training mode
print(bn.running_mean, bn.num_batches_tracked)

bn.eval()  # buffers stop changing only in eval mode
bn(torch.tensor([[9.0, 9.0], [9.0, 9.0]]))
print(bn.running_mean)
