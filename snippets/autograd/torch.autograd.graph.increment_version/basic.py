import torch
from torch.autograd.graph import increment_version

x = torch.tensor([0.5, 1.0], requires_grad=True)
h = x * 1  # a non-leaf tensor
y = torch.sin(h)  # sin saves h for its backward

# An in-place change autograd cannot see (through .data, or a custom kernel)
h.data.mul_(2)
print(h._version)

# Declare it, so that backward refuses to use the stale saved value
increment_version(h)
print(h._version)
# Backward now fails loudly instead of using a wrong value
try:
    y.sum().backward()
except RuntimeError as err:
    print(str(err).split(";")[0])
