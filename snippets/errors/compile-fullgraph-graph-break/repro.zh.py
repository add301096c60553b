import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def clamp_negative(x):
    # 对张量的值做 Python `if` 判断：Dynamo 无法把它放进同一张图。
    if x.sum() < 0:
        return torch.zeros_like(x)
    return x * 2


# fullgraph=True 会把每个图中断都变成错误（backend="eager" 只是跳过代码生成）。
compiled = torch.compile(clamp_negative, fullgraph=True, backend="eager")
compiled(torch.tensor([1.0, -3.0], device=device))
