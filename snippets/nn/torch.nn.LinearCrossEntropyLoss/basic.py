import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(6, 8, requires_grad=True)  # (N, in_features), e.g. a model's last hidden states
target = torch.randint(0, 10, (6,))

criterion = torch.nn.LinearCrossEntropyLoss(8, 10)  # owns the projection to 10 classes
print(criterion.linear)
loss = criterion(hidden, target)
print(loss)

# Same value as a Linear layer followed by cross_entropy
print(F.cross_entropy(criterion.linear(hidden), target))

# The functional form takes the projection weight, shaped (num_classes, in_features)
weight = criterion.linear.weight
print(F.linear_cross_entropy(hidden, weight, target))

# options=LinearCrossEntropyOptions() selects the chunked path: same loss and gradients
chunked = F.linear_cross_entropy(hidden, weight, target, options=torch.nn.LinearCrossEntropyOptions(batch_chunk_size=2))
print(chunked)
grad_ref, = torch.autograd.grad(loss, hidden)
grad_chunked, = torch.autograd.grad(chunked, hidden)
print(torch.allclose(grad_ref, grad_chunked, atol=1e-6))
