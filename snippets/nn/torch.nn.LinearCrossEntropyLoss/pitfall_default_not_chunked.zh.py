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


# 默认 options=None：走参考实现，为反向传播保存了 (N, num_classes) 的张量
with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
    loss = F.linear_cross_entropy(hidden, weight, target)
print(type(loss.grad_fn).__name__)
print([s for s in saved if s == (N, num_classes)])

# 传入 options 才会切换到分块实现
loss = F.linear_cross_entropy(hidden, weight, target, options=torch.nn.LinearCrossEntropyOptions())
print("chunked" in type(loss.grad_fn).__name__)
