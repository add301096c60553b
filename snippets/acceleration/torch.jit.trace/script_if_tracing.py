import torch


@torch.jit.script_if_tracing
def pad_to(x: torch.Tensor, n: int) -> torch.Tensor:
    while x.shape[0] < n:  # a loop that depends on the input
        x = torch.cat([x, x[-1:]])
    return x


def plain_pad_to(x: torch.Tensor, n: int) -> torch.Tensor:
    while x.shape[0] < n:
        x = torch.cat([x, x[-1:]])
    return x


def with_decorator(x):
    return pad_to(x, 4) * 2


def without_decorator(x):
    return plain_pad_to(x, 4) * 2


good = torch.jit.trace(with_decorator, torch.ones(2))
bad = torch.jit.trace(without_decorator, torch.ones(2))
for n in (1, 3):
    x = torch.ones(n)
    print(n, "->", tuple(good(x).shape), "vs", tuple(bad(x).shape))
