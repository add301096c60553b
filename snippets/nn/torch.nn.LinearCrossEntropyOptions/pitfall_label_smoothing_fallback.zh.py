import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(8, 4, requires_grad=True)
weight = torch.randn(32, 4, requires_grad=True)
target = torch.randint(0, 32, (8,))

options = torch.nn.LinearCrossEntropyOptions()
loss = F.linear_cross_entropy(hidden, weight, target, label_smoothing=0.1, options=options)
# 一条 UserWarning 说明 options 被忽略：这是参考路径，照样生成完整 logits
print(type(loss.grad_fn).__name__)
