import torch


def to_list_len(x: torch.Tensor) -> int:
    return len(x.cpu().numpy())  # NumPy 不在 TorchScript 语言范围内


torch.jit.script(to_list_len)
