import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(6, 8, requires_grad=True)  # (N, in_features)，例如模型最后一层的隐藏状态
target = torch.randint(0, 10, (6,))

criterion = torch.nn.LinearCrossEntropyLoss(8, 10)  # 模块自己持有到 10 个类别的投影
print(criterion.linear)
loss = criterion(hidden, target)
print(loss)

# 与 Linear 层后接 cross_entropy 的值相同
print(F.cross_entropy(criterion.linear(hidden), target))

# 函数形式直接接收投影权重，形状为 (num_classes, in_features)
weight = criterion.linear.weight
print(F.linear_cross_entropy(hidden, weight, target))

# options=LinearCrossEntropyOptions() 选择分块路径：损失和梯度都相同
chunked = F.linear_cross_entropy(hidden, weight, target, options=torch.nn.LinearCrossEntropyOptions(batch_chunk_size=2))
print(chunked)
grad_ref, = torch.autograd.grad(loss, hidden)
grad_chunked, = torch.autograd.grad(chunked, hidden)
print(torch.allclose(grad_ref, grad_chunked, atol=1e-6))
