import torch
from torch.autograd.graph import Node

w = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (w.exp() * 3).sum()

node = loss.grad_fn
print(isinstance(node, Node), node.name())


def walk(node, depth=0):
    # next_functions: one (node, output_nr) pair per input of the operation
    print("  " * depth + node.name())
    for child, _ in node.next_functions:
        if child is not None:
            walk(child, depth + 1)


walk(node)

mul = node.next_functions[0][0]
mul.metadata["note"] = "free-form dict for your own bookkeeping"
mul.register_prehook(lambda grad_outputs: print("pre ", grad_outputs[0]))
mul.register_hook(lambda grad_inputs, grad_outputs: print("post", grad_inputs[0]))
loss.backward()
print(mul.metadata)
