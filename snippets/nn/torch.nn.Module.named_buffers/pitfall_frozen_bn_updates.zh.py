import torch
from torch import nn

bn = nn.BatchNorm1d(2)
bn.requires_grad_(False)  # 只冻结 weight 和 bias
print([name for name, b in bn.named_buffers() if b.requires_grad])

bn(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))  # 仍处于训练模式
print(bn.running_mean, bn.num_batches_tracked)

bn.eval()  # 只有在评估模式下缓冲区才不再变化
bn(torch.tensor([[9.0, 9.0], [9.0, 9.0]]))
print(bn.running_mean)
