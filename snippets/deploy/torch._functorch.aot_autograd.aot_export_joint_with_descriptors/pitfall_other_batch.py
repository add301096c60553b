import contextlib

import torch
import torch.nn as nn
from torch._functorch.aot_autograd import aot_compile_joint_with_descriptors, aot_export_joint_with_descriptors

torch.manual_seed(0)
model = nn.Linear(3, 2)
x = torch.randn(4, 3)

with contextlib.ExitStack() as stack:
    joint = aot_export_joint_with_descriptors(stack, model, (x,))  # traced with batch 4
    compiled = aot_compile_joint_with_descriptors(joint)

out = compiled(*model.parameters(), torch.randn(5, 3))  # batch 5: the forward still runs...
print(tuple(out.shape))
out.sum().backward()  # ...but the backward was traced for batch 4
