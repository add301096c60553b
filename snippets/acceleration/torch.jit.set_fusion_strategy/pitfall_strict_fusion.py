import torch


@torch.jit.script
def scaled_relu(x: torch.Tensor) -> torch.Tensor:
    with torch.jit.strict_fusion():
        return (x + x).relu() * 3


x = torch.randn(4)
scaled_relu(x)  # the first call only profiles: no error
print("first call passed")
scaled_relu(x)  # the CPU fuser is off by default, so nothing was fused
