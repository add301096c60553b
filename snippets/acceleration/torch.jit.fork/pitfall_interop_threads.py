import torch

torch.set_num_interop_threads(2)


@torch.jit.script
def double(x: torch.Tensor) -> torch.Tensor:
    return torch.jit.wait(torch.jit.fork(torch.mul, x, 2))


print(double(torch.ones(2)))
torch.set_num_interop_threads(4)  # trying to enlarge the pool later
