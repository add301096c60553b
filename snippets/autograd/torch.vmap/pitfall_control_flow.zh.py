import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

def flip_negative(x):
    if x.sum() < 0:  # 根据张量的值走 Python 分支
        return -x
    return x

batch = torch.tensor([[1.0, 2.0], [-3.0, -4.0]], device=device)
torch.vmap(flip_negative)(batch)
