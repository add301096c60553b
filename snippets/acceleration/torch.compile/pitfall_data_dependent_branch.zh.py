import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def clip_if_large(x):
    if x.abs().max() > 1:  # 分支取决于张量的“值”
        return x / x.abs().max()
    return x


fn = torch.compile(clip_if_large, backend="eager", fullgraph=True)
fn(torch.tensor([0.5, 3.0], device=device))
