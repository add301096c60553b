import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(4, 3)
prune.l1_unstructured(layer, name="weight", amount=0.5)  # 把 |w| 最小的 50% 置零

print([name for name, _ in layer.named_parameters()])  # 训练的是 weight_orig
print([name for name, _ in layer.named_buffers()])  # 0/1 掩码
print(int((layer.weight == 0).sum()), "of", layer.weight.numel(), "zeroed")
print(prune.is_pruned(layer), [type(h).__name__ for h in layer._forward_pre_hooks.values()])  # 前向预钩子重新计算 weight

# 训练时被剪掉的位置保持为零：它们的梯度被掩码挡住
opt = torch.optim.SGD(layer.parameters(), lr=0.1)
layer(torch.randn(2, 4)).sum().backward()
opt.step()
layer(torch.randn(2, 4))  # 钩子刷新 weight = weight_orig * weight_mask
print(int((layer.weight == 0).sum()))

# 固化：重新变成普通的 weight 参数，零值保留
prune.remove(layer, "weight")
print([name for name, _ in layer.named_parameters()], prune.is_pruned(layer))
print(int((layer.weight == 0).sum()))

# random_unstructured 改为随机挑选
other = nn.Linear(4, 3)
prune.random_unstructured(other, name="weight", amount=3)  # 整数表示个数，不是比例
print(int((other.weight == 0).sum()))
