import torch

def clip(v):
    if v > 1.0:
        return 1.0
    # 忘了写另一个分支的 return

torch.tensor([0.5, 2.0]).apply_(clip)
