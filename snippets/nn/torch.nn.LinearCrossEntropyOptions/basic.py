import dataclasses

import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(64, 16, requires_grad=True)
weight = torch.randn(1000, 16, requires_grad=True)  # 1000 classes, far more than 16 features
target = torch.randint(0, 1000, (64,))

options = torch.nn.LinearCrossEntropyOptions()  # chunk size and precision picked per call
print(options)

loss = F.linear_cross_entropy(hidden, weight, target, options=options)
loss.backward()
print(loss)

# An explicit chunk size: 64 rows in chunks of 8
fixed = dataclasses.replace(options, batch_chunk_size=8)
print(fixed.batch_chunk_size, fixed.chunking_method)
grad_before = hidden.grad.clone()
hidden.grad = None
F.linear_cross_entropy(hidden, weight, target, options=fixed).backward()
print(torch.allclose(grad_before, hidden.grad, atol=1e-6))

# The same options work on the module form
criterion = torch.nn.LinearCrossEntropyLoss(16, 1000, options=fixed)
print(criterion.options == fixed)
