import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(4, 3)
prune.l1_unstructured(layer, name="weight", amount=0.5)  # zero the 50% smallest |w|

print([name for name, _ in layer.named_parameters()])  # the trained tensor is weight_orig
print([name for name, _ in layer.named_buffers()])  # the 0/1 mask
print(int((layer.weight == 0).sum()), "of", layer.weight.numel(), "zeroed")
print(prune.is_pruned(layer), [type(h).__name__ for h in layer._forward_pre_hooks.values()])  # a pre-hook recomputes weight

# Training keeps the pruned entries at zero: their gradient is masked
opt = torch.optim.SGD(layer.parameters(), lr=0.1)
layer(torch.randn(2, 4)).sum().backward()
opt.step()
layer(torch.randn(2, 4))  # the hook refreshes weight = weight_orig * weight_mask
print(int((layer.weight == 0).sum()))

# Make it permanent: a plain weight parameter again, zeros kept
prune.remove(layer, "weight")
print([name for name, _ in layer.named_parameters()], prune.is_pruned(layer))
print(int((layer.weight == 0).sum()))

# random_unstructured picks the entries at random instead
other = nn.Linear(4, 3)
prune.random_unstructured(other, name="weight", amount=3)  # an int is a count, not a fraction
print(int((other.weight == 0).sum()))
