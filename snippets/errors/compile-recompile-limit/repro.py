import torch
import torch._dynamo

torch._dynamo.config.recompile_limit = 3  # the default is 8; smaller here to keep the snippet short
compiled_graphs = 0


def counting_backend(gm, example_inputs):
    global compiled_graphs
    compiled_graphs += 1
    return gm.forward


def mean_pool(tokens):
    return tokens.mean(dim=1)


pool = torch.compile(mean_pool, backend=counting_backend, dynamic=False)  # every shape is a constant
for length in range(3, 9):  # variable-length batches
    pool(torch.ones(2, length, 4))
# One graph per length until the limit: a warning is logged and the remaining calls run in eager mode.
print("graphs compiled:", compiled_graphs, "calls:", 6)
