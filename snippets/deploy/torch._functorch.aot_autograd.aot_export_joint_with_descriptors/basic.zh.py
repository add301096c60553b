import contextlib

import torch
import torch.nn as nn
from torch._functorch.aot_autograd import aot_compile_joint_with_descriptors, aot_export_joint_with_descriptors

torch.manual_seed(0)
model = nn.Linear(3, 2)
x = torch.randn(4, 3)

with contextlib.ExitStack() as stack:  # 编译完成之前必须一直保持打开
    joint = aot_export_joint_with_descriptors(stack, model, (x,))
    print(type(joint).__name__, "params:", joint.params_spec, "buffers:", joint.buffers_spec)

    # 一张 FX 图同时包含前向和反向；描述符说明每个输入、输出的含义。
    graph = joint.graph_module.graph
    for node in graph.find_nodes(op="placeholder"):
        print("in ", node.name, node.meta["desc"])
    print("out", graph.output_node().meta["desc"])

    compiled = aot_compile_joint_with_descriptors(joint)  # 默认：直接运行切分后的图，不做编译

# 在 stack 之外调用：先按 params_spec 的顺序传参数，再传输入。
out = compiled(*model.parameters(), x)
out.sum().backward()
grad_from_compiled = model.weight.grad.clone()

model.zero_grad()
expected = model(x)
expected.sum().backward()
torch.testing.assert_close(out, expected)
torch.testing.assert_close(grad_from_compiled, model.weight.grad)
print("forward and weight gradient match eager")
