import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def clip(x, lo=None, hi=None):
    return torch.clamp(x, min=lo, max=hi)


x = torch.tensor([-2.0, 0.5, 3.0], device=device)
print(clip(x, lo=0.0))
clip(x)  # 两个边界都为 None
