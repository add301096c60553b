import torch


def safe_norm(x: torch.Tensor) -> torch.Tensor:
    try:
        return x / x.norm()
    except RuntimeError:
        return x


torch.jit.script(safe_norm)
