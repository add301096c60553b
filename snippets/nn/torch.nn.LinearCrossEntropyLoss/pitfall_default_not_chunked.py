import torch
import torch.nn.functional as F

torch.manual_seed(0)
N, in_features, num_classes = 256, 32, 4096
hidden = torch.randn(N, in_features, requires_grad=True)
weight = torch.randn(num_classes, in_features, requires_grad=True)
target = torch.randint(0, num_classes, (N,))

saved = []


def pack(t):
    saved.append(tuple(t.shape))
    return t


# Default options=None: the reference path, which keeps (N, num_classes) tensors for backward
with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
    loss = F.linear_cross_entropy(hidden, weight, target)
print(type(loss.grad_fn).__name__)
print([s for s in saved if s == (N, num_classes)])

# Passing options switches to the chunked implementation
loss = F.linear_cross_entropy(hidden, weight, target, options=torch.nn.LinearCrossEntropyOptions())
print("chunked" in type(loss.grad_fn).__name__)
