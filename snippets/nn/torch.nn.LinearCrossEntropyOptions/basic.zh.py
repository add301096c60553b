import dataclasses

import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(64, 16, requires_grad=True)
weight = torch.randn(1000, 16, requires_grad=True)  # 1000 个类别，远多于 16 个特征
target = torch.randint(0, 1000, (64,))

options = torch.nn.LinearCrossEntropyOptions()  # 分块大小和精度在每次调用时自动确定
print(options)

loss = F.linear_cross_entropy(hidden, weight, target, options=options)
loss.backward()
print(loss)

# 显式指定分块大小：64 行，每块 8 行
fixed = dataclasses.replace(options, batch_chunk_size=8)
print(fixed.batch_chunk_size, fixed.chunking_method)
grad_before = hidden.grad.clone()
hidden.grad = None
F.linear_cross_entropy(hidden, weight, target, options=fixed).backward()
print(torch.allclose(grad_before, hidden.grad, atol=1e-6))

# 模块形式使用同样的 options
criterion = torch.nn.LinearCrossEntropyLoss(16, 1000, options=fixed)
print(criterion.options == fixed)
