import torch


def branch(x: torch.Tensor, k: int) -> torch.Tensor:
    for _ in range(k):
        x = torch.tanh(x @ x.T)
    return x


@torch.jit.script
def two_branches(x: torch.Tensor) -> torch.Tensor:
    # Inside TorchScript each fork becomes a task on the inter-op thread pool
    a = torch.jit.fork(branch, x, 3)
    b = torch.jit.fork(branch, x, 5)
    return torch.jit.wait(a) + torch.jit.wait(b)


print([n.kind() for n in two_branches.graph.nodes() if "fork" in n.kind() or "wait" in n.kind()])

torch.manual_seed(0)
x = torch.randn(64, 64)
future = torch.jit.fork(branch, x, 3)  # called from Python: FutureWarning, runs at once
print(type(future).__name__, future.done())
print(torch.equal(torch.jit.wait(future), branch(x, 3)))
