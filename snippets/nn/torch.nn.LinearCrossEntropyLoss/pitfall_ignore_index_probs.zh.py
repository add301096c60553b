import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(4, 8)
weight = torch.randn(10, 8)
soft_target = torch.randn(4, 10).softmax(dim=1)  # 类别概率，形状与 logits 相同

# cross_entropy 接受显式写出的默认值 -100
print(F.cross_entropy(hidden @ weight.T, soft_target, ignore_index=-100))
print(F.linear_cross_entropy(hidden, weight, soft_target))
# 目标是概率时，linear_cross_entropy 拒绝任何 ignore_index，哪怕是 -100
loss = F.linear_cross_entropy(hidden, weight, soft_target, ignore_index=-100)
