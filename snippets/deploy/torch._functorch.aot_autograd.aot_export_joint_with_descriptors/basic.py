import contextlib

import torch
import torch.nn as nn
from torch._functorch.aot_autograd import aot_compile_joint_with_descriptors, aot_export_joint_with_descriptors

torch.manual_seed(0)
model = nn.Linear(3, 2)
x = torch.randn(4, 3)

with contextlib.ExitStack() as stack:  # must stay open until compilation is done
    joint = aot_export_joint_with_descriptors(stack, model, (x,))
    print(type(joint).__name__, "params:", joint.params_spec, "buffers:", joint.buffers_spec)

    # One FX graph holds forward and backward; descriptors say what each input and output means.
    graph = joint.graph_module.graph
    for node in graph.find_nodes(op="placeholder"):
        print("in ", node.name, node.meta["desc"])
    print("out", graph.output_node().meta["desc"])

    compiled = aot_compile_joint_with_descriptors(joint)  # default: run the partitioned graphs as they are

# Call outside the stack, parameters first (in params_spec order), then the inputs.
out = compiled(*model.parameters(), x)
out.sum().backward()
grad_from_compiled = model.weight.grad.clone()

model.zero_grad()
expected = model(x)
expected.sum().backward()
torch.testing.assert_close(out, expected)
torch.testing.assert_close(grad_from_compiled, model.weight.grad)
print("forward and weight gradient match eager")
