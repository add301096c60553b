import contextlib

import torch
import torch.nn as nn
from torch._functorch.aot_autograd import aot_compile_joint_with_descriptors, aot_export_joint_with_descriptors

torch.manual_seed(0)
model = nn.Linear(3, 2)
x = torch.randn(4, 3)

with contextlib.ExitStack() as stack:
    joint = aot_export_joint_with_descriptors(stack, model, (x,))
    compiled = aot_compile_joint_with_descriptors(joint)

out = compiled(x)  # 像 model(x) 那样调用：缺了参数
