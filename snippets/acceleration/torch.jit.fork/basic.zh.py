import torch


def branch(x: torch.Tensor, k: int) -> torch.Tensor:
    for _ in range(k):
        x = torch.tanh(x @ x.T)
    return x


@torch.jit.script
def two_branches(x: torch.Tensor) -> torch.Tensor:
    # 在 TorchScript 中，每个 fork 都成为 inter-op 线程池里的一个任务
    a = torch.jit.fork(branch, x, 3)
    b = torch.jit.fork(branch, x, 5)
    return torch.jit.wait(a) + torch.jit.wait(b)


print([n.kind() for n in two_branches.graph.nodes() if "fork" in n.kind() or "wait" in n.kind()])

torch.manual_seed(0)
x = torch.randn(64, 64)
future = torch.jit.fork(branch, x, 3)  # 从 Python 调用：发出 FutureWarning，并且立即执行
print(type(future).__name__, future.done())
print(torch.equal(torch.jit.wait(future), branch(x, 3)))
