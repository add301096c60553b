import contextlib

import torch
import torch.nn as nn
from torch._functorch.aot_autograd import aot_compile_joint_with_descriptors, aot_export_joint_with_descriptors

torch.manual_seed(0)
model = nn.Linear(3, 2)
x = torch.randn(4, 3)

with contextlib.ExitStack() as stack:
    joint = aot_export_joint_with_descriptors(stack, model, (x,))  # 按批次 4 跟踪
    compiled = aot_compile_joint_with_descriptors(joint)

out = compiled(*model.parameters(), torch.randn(5, 3))  # 批次 5：前向还能跑……
print(tuple(out.shape))
out.sum().backward()  # ……但反向是按批次 4 跟踪的
