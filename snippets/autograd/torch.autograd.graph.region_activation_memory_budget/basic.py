import torch
from torch.autograd.graph import region_activation_memory_budget, saved_tensors_hooks


def count_saved(fn, *args):
    # Run forward and backward; count the tensors saved for backward
    saved = []
    with saved_tensors_hooks(lambda t: saved.append(t.shape) or t, lambda t: t):
        fn(*args).backward()
    return len(saved)


torch.manual_seed(0)
x = torch.randn(8, 8, requires_grad=True)
w = torch.randn(8, 8, requires_grad=True)

for budget in (1.0, 0.0):
    torch._dynamo.reset()  # compile afresh for each budget

    def block(x, w):
        with region_activation_memory_budget(budget):
            h = torch.relu(x @ w)
            h = torch.relu(h @ w)
            return (h @ w).sum()

    compiled = torch.compile(block, backend="aot_eager")
    # 1.0: keep what the default strategy keeps; 0.0: keep only the inputs
    print(budget, count_saved(compiled, x, w))
