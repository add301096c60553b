import torch

print(torch.ops.aten.sum.default.tags)
print(torch.ops.aten.sum.dim_IntList.tags)  # overloads of one op can differ
torch.ops.aten.sum.tags  # the packet has no tags: this looks up an overload named "tags"
