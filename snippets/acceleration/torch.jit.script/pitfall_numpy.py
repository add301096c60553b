import torch


def to_list_len(x: torch.Tensor) -> int:
    return len(x.cpu().numpy())  # NumPy is outside the TorchScript language


torch.jit.script(to_list_len)
